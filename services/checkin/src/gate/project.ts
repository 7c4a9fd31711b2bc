import { type Transaction, sql } from "kysely";
import { checkinDb } from "../db/tables.ts";
import type { GatesEvent } from "./decider.ts";

/** gates, in the append's transaction: a new gate goes last, a changed one keeps its place. */
export async function projectGates(trx: Transaction<unknown>, events: readonly GatesEvent[]): Promise<void> {
  const db = checkinDb(trx);
  for (const event of events) {
    const d = event.data;
    if (event.type === "GateRemoved") {
      await db
        .deleteFrom("gates")
        .where("event_id", "=", d.eventId)
        .where("gate_id", "=", d.gateId)
        .execute();
      continue;
    }
    const g = event.data;
    const fields = {
      name: g.name,
      sections: g.sections,
      ticket_type_ids: g.ticketTypeIds,
      opens_at: g.opensAt ? new Date(g.opensAt) : null,
      closes_at: g.closesAt ? new Date(g.closesAt) : null,
      reentry: g.reentry,
      capacity: g.capacity,
    };
    await db
      .insertInto("gates")
      .values({
        event_id: g.eventId,
        gate_id: g.gateId,
        ...fields,
        position: db
          .selectFrom("gates")
          .select(sql<number>`coalesce(max(position), 0) + 1`.as("next"))
          .where("event_id", "=", g.eventId),
      })
      .onConflict((oc) => oc.columns(["event_id", "gate_id"]).doUpdateSet(fields))
      .execute();
  }
}
