import type { TGate } from "@mawid/contracts/checkin";
import type { Kysely } from "kysely";
import type { CheckinDatabase } from "../db/tables.ts";

/** An event's gates in the order the host added them. */
export async function readGates(db: Kysely<CheckinDatabase>, eventId: string): Promise<TGate[]> {
  const rows = await db
    .selectFrom("gates")
    .selectAll()
    .where("event_id", "=", eventId)
    .orderBy("position")
    .execute();
  return rows.map((row) => ({
    id: row.gate_id,
    name: row.name,
    sections: row.sections,
    ticketTypeIds: row.ticket_type_ids,
    opensAt: row.opens_at?.toISOString() ?? null,
    closesAt: row.closes_at?.toISOString() ?? null,
    reentry: row.reentry,
    capacity: row.capacity,
  }));
}
