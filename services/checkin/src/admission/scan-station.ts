import type { TGate } from "@mawid/contracts/checkin";
import type { FastifyRequest } from "fastify";
import type { CheckinDeps } from "../deps.ts";
import { DeviceNotAllowedError } from "../device/errors.ts";
import { assertGateAllowed, authenticateStation, type Station } from "../device/station.ts";
import { type KnownEvent, requireKnownEvent } from "../event/known-event.ts";
import { GateNotFoundError } from "../gate/errors.ts";

/** Who scans for which event, at which of its gates, as a scan records it. */
export interface ScanningStation {
  event: KnownEvent;
  station: Station;
  /** The enrolled device's own id; for a member, the id its scanner app gives itself, if any. */
  deviceId: string | null;
  gates: TGate[];
}

/**
 * Everything a scan request must prove before its codes are read: the event is known, the caller is
 * one of its stations, the device id is its own, and every gate named is the event's and the
 * station's to scan at.
 */
export async function scanningStation(
  request: FastifyRequest,
  deps: CheckinDeps,
  eventId: string,
  claimed: { deviceId?: string; gateIds: readonly (string | null)[] },
): Promise<ScanningStation> {
  const event = await requireKnownEvent(deps.events, eventId);
  const station = await authenticateStation(request, deps, event);
  if (station.deviceId !== null && claimed.deviceId !== undefined && claimed.deviceId !== station.deviceId)
    throw new DeviceNotAllowedError("This device's token belongs to another device");
  const gates = await deps.gates.get(event.eventId);
  for (const gateId of new Set(claimed.gateIds)) {
    assertGateAllowed(station, gateId);
    if (gateId !== null && !gates.some((g) => g.id === gateId)) throw new GateNotFoundError();
  }
  return { event, station, deviceId: station.deviceId ?? claimed.deviceId ?? null, gates };
}

/** The time a scan happened: the station's, never later than now (a clock running ahead changes nothing). */
export function scanTime(scannedAt: string | undefined, now: Date): string {
  if (scannedAt === undefined || Date.parse(scannedAt) > now.getTime()) return now.toISOString();
  return new Date(scannedAt).toISOString();
}
