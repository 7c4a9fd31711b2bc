import type { FastifyRequest } from "fastify";
import { STATION_ROLES } from "@mawid/contracts/identity";
import { requireOrganizationRole, requireUser } from "@mawid/service";
import type { CheckinDeps } from "../deps.ts";
import { DeviceNotAllowedError } from "./errors.ts";
import { deviceToken, findDevice } from "./find-device.ts";

/** Who is scanning: an enrolled device (no account) or a signed-in member of the organisation. */
export interface Station {
  deviceId: string | null;
  userId: string | null;
  /** Gates the station may scan at; empty for all of the event's. */
  gateIds: readonly string[];
}

/**
 * The station behind a scan request for one event: a device token (`Bearer mdv_...`) enrolled for this
 * event, unexpired and not revoked, or a member token with the owner, admin, staff or scanner role in
 * the event's organisation. Throws the service's typed errors (401, 403) otherwise.
 */
export async function authenticateStation(
  request: FastifyRequest,
  deps: CheckinDeps,
  event: { eventId: string; organizationId: string },
): Promise<Station> {
  const token = deviceToken(request);
  if (token !== null) {
    const device = await findDevice(deps, token);
    if (device.eventId !== event.eventId)
      throw new DeviceNotAllowedError("This device is enrolled for another event");
    return { deviceId: device.deviceId, userId: null, gateIds: device.gateIds };
  }
  const claims = requireUser(request);
  requireOrganizationRole(claims, event.organizationId, STATION_ROLES);
  return { deviceId: null, userId: claims.sub, gateIds: [] };
}

/** A device given some gates scans only at those; a scan that names no gate is refused too. */
export function assertGateAllowed(station: Station, gateId: string | null | undefined): void {
  if (station.gateIds.length === 0) return;
  if (gateId != null && station.gateIds.includes(gateId)) return;
  throw new DeviceNotAllowedError(`This device scans only at: ${station.gateIds.join(", ")}`);
}
