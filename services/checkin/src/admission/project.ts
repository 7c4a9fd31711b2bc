import type { Transaction } from "kysely";
import { checkinDb } from "../db/tables.ts";
import type { AdmissionEvent } from "./decider.ts";

/** admissions, in the append's transaction: one row per ticket admitted and not undone. */
export async function projectAdmissions(
  trx: Transaction<unknown>,
  events: readonly AdmissionEvent[],
): Promise<void> {
  const db = checkinDb(trx);
  for (const event of events) {
    switch (event.type) {
      case "TicketCheckedIn": {
        const d = event.data;
        const at = new Date(d.recordedAt);
        // A re-entry keeps the first admission's time, gate and station: that is the one that counts.
        await db
          .insertInto("admissions")
          .values({
            ticket_id: d.ticketId,
            event_id: d.eventId,
            section: d.section,
            admits: d.admits,
            status: "inside",
            admitted_at: new Date(d.scannedAt),
            admitted_gate_id: d.gateId,
            current_gate_id: d.gateId,
            device_id: d.deviceId,
            user_id: d.userId,
            manual: d.manual,
            offline: d.offline,
            changed_at: at,
          })
          .onConflict((oc) =>
            oc
              .column("ticket_id")
              .doUpdateSet({ status: "inside", current_gate_id: d.gateId, changed_at: at }),
          )
          .execute();
        break;
      }
      case "TicketCheckedOut":
        await db
          .updateTable("admissions")
          .set({ status: "left", changed_at: new Date(event.data.recordedAt) })
          .where("ticket_id", "=", event.data.ticketId)
          .execute();
        break;
      case "CheckInUndone":
        await db.deleteFrom("admissions").where("ticket_id", "=", event.data.ticketId).execute();
        break;
      case "ScanRejected":
        break;
    }
  }
}
