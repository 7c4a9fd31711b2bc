import { DEVICE_TOKEN_PREFIX } from "@mawid/contracts/checkin";
import { bearerToken } from "@mawid/service";
import type { FastifyRequest } from "fastify";
import type { CheckinDeps } from "../deps.ts";
import { type DeviceCredential, DeviceCredentialCache } from "./credential-cache.ts";
import { DeviceNotValidError } from "./errors.ts";
import { hashDeviceToken } from "./token.ts";

// One cache per service instance (its deps are built once), so tests' instances do not share one.
const caches = new WeakMap<CheckinDeps, DeviceCredentialCache>();

export function deviceCache(deps: CheckinDeps): DeviceCredentialCache {
  let cache = caches.get(deps);
  if (cache === undefined) {
    cache = new DeviceCredentialCache();
    caches.set(deps, cache);
  }
  return cache;
}

/** The request's device token (`Bearer mdv_...`), or null when it sends none. */
export function deviceToken(request: FastifyRequest): string | null {
  const token = bearerToken(request.headers.authorization);
  return typeof token === "string" && token.startsWith(DEVICE_TOKEN_PREFIX) ? token : null;
}

async function lookUp(deps: CheckinDeps, token: string): Promise<DeviceCredential | undefined> {
  const row = await deps.db
    .selectFrom("device_secrets")
    .innerJoin("devices", "devices.device_id", "device_secrets.device_id")
    .select([
      "devices.device_id",
      "devices.event_id",
      "devices.organization_id",
      "devices.name",
      "devices.gate_ids",
      "devices.expires_at",
      "devices.revoked_at",
    ])
    .where("device_secrets.token_hash", "=", hashDeviceToken(token))
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    deviceId: row.device_id,
    eventId: row.event_id,
    organizationId: row.organization_id,
    name: row.name,
    gateIds: row.gate_ids,
    expiresAt: row.expires_at,
    revoked: row.revoked_at !== null,
  };
}

/** The enrolled device behind a token, unrevoked and unexpired at `now`; DEVICE_NOT_VALID otherwise. */
export async function findDevice(
  deps: CheckinDeps,
  token: string,
  now = Date.now(),
): Promise<DeviceCredential> {
  const cache = deviceCache(deps);
  let device = cache.get(token);
  if (device === undefined) {
    device = await lookUp(deps, token);
    if (device === undefined) throw new DeviceNotValidError("unknown");
    cache.set(token, device);
  }
  if (device.revoked) throw new DeviceNotValidError("revoked");
  if (device.expiresAt.getTime() <= now) throw new DeviceNotValidError("expired");
  return device;
}
