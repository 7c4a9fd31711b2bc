import { type TPlatformHealth, ZPlatformHealth } from "@mawid/contracts/platform";
import { isHTTPError } from "ky";
import { api } from "../../shared/http/client";
import { parseBody } from "../../shared/http/parse-response";

/** A degraded platform answers 503 with the same body, which is exactly what this page must show. */
export async function fetchPlatformHealth(): Promise<TPlatformHealth> {
  try {
    return parseBody(ZPlatformHealth, await api.get("health").json(), "health");
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 503)
      return parseBody(ZPlatformHealth, error.data, "health");
    throw error;
  }
}
