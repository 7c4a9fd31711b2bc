import { type TPlatformHealth, ZPlatformHealth } from "@mawid/contracts/platform";
import { isHTTPError } from "ky";
import { api } from "../../shared/http/client";

/** A degraded platform answers 503 with the same body, which is exactly what this page must show. */
export async function fetchPlatformHealth(): Promise<TPlatformHealth> {
  try {
    return ZPlatformHealth.parse(await api.get("health").json());
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 503) return ZPlatformHealth.parse(error.data);
    throw error;
  }
}
