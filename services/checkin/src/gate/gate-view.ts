import type { TGate, TGateFields } from "@mawid/contracts/checkin";

/** Instants kept in UTC, as every other instant of the service, whatever offset the host's browser sent. */
export function normalizeGateFields(fields: TGateFields): TGateFields {
  const utc = (at: string | null) => (at === null ? null : new Date(at).toISOString());
  return { ...fields, opensAt: utc(fields.opensAt), closesAt: utc(fields.closesAt) };
}

/** A gate as the API shows it, from the event that configured it. */
export function gateView(data: TGateFields & { gateId: string }): TGate {
  return {
    id: data.gateId,
    name: data.name,
    sections: data.sections,
    ticketTypeIds: data.ticketTypeIds,
    opensAt: data.opensAt,
    closesAt: data.closesAt,
    reentry: data.reentry,
    capacity: data.capacity,
  };
}
