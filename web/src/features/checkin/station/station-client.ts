import ky, { type KyInstance } from "ky";
import { api } from "../../../shared/http/client";

/**
 * A device speaks with its own token and nothing else: the shared client's refresh-on-401 would retry
 * a revoked device's scan with whichever member is signed in on the phone, which is not who scans.
 */
export function stationClient(deviceToken: string | null): KyInstance {
  if (!deviceToken) return api;
  return ky.create({
    prefix: "/api/v1",
    credentials: "omit",
    timeout: 15_000,
    retry: 0,
    headers: { Authorization: `Bearer ${deviceToken}` },
  });
}
