import type { FastifyRequest } from "fastify";
import type { CheckinDeps } from "../deps.ts";

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
  _request: FastifyRequest,
  _deps: CheckinDeps,
  _event: { eventId: string; organizationId: string },
): Promise<Station> {
  throw new Error("authenticateStation is built by the gates and devices work (issue 21)");
}
