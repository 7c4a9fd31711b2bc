import {
  CheckInUndoneV1,
  GateConfiguredV1,
  TicketCheckedInV1,
  TicketCheckedOutV1,
} from "@mawid/contracts/checkin";
import { type EventMeta, on } from "@mawid/bus";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import { sql, type Transaction } from "kysely";
import { type AdmissionFact, foldAdmissions } from "../admission/admission-state.ts";
import { ticketingDb } from "../db/tables.ts";

interface Heard {
  ticketId: string;
  eventId: string;
  fact: AdmissionFact;
}

/**
 * Keeps one ticket's admission from what check-in announced: the event is kept by its place in the
 * ticket's stream, then the ticket's state is folded again from every one kept. Serialised per ticket
 * so two of its messages handled at once both count.
 */
async function keepAdmission(trx: Transaction<unknown>, schema: string, heard: Heard): Promise<void> {
  const { ticketId, eventId, fact } = heard;
  const db = ticketingDb(trx, schema);
  await sql`SELECT pg_advisory_xact_lock(hashtext('ticketing.admission'), hashtext(${ticketId}))`.execute(
    trx,
  );
  await db
    .insertInto("admission_events")
    .values({
      ticket_id: ticketId,
      stream_position: fact.position,
      type: fact.type,
      at: fact.at,
      gate_id: fact.gateId,
    })
    .onConflict((oc) => oc.columns(["ticket_id", "stream_position"]).doNothing())
    .execute();
  const rows = await db
    .selectFrom("admission_events")
    .select(["stream_position", "type", "at", "gate_id"])
    .where("ticket_id", "=", ticketId)
    .execute();
  const state = foldAdmissions(
    rows.map((r) => ({
      position: r.stream_position,
      type: r.type as AdmissionFact["type"],
      at: r.at,
      gateId: r.gate_id,
    })),
  );
  if (!state.admission) {
    await db.deleteFrom("ticket_admissions").where("ticket_id", "=", ticketId).execute();
    return;
  }
  const row = { admitted_at: state.admission.at, gate_id: state.admission.gateId, inside: state.inside };
  await db
    .insertInto("ticket_admissions")
    .values({ ticket_id: ticketId, event_id: eventId, ...row })
    .onConflict((oc) => oc.column("ticket_id").doUpdateSet(row))
    .execute();
}

const heardAt = (meta: EventMeta) => ({ position: meta.streamPosition });

/**
 * Check-in's admissions and gate names, for the host's attendee list. Batched: at doors-open every
 * scan is a message, and every effect is a row in the batch's transaction.
 */
export function trackAdmissionsConsumer(schema: string): ConsumerDefinition {
  return defineConsumer(
    "ticketing.admissions",
    [
      on(TicketCheckedInV1, (trx, d, meta) =>
        keepAdmission(trx, schema, {
          ticketId: d.ticketId,
          eventId: d.eventId,
          fact: { ...heardAt(meta), type: "TicketCheckedIn", at: new Date(d.scannedAt), gateId: d.gateId },
        }),
      ),
      on(TicketCheckedOutV1, (trx, d, meta) =>
        keepAdmission(trx, schema, {
          ticketId: d.ticketId,
          eventId: d.eventId,
          fact: { ...heardAt(meta), type: "TicketCheckedOut", at: new Date(d.scannedAt), gateId: d.gateId },
        }),
      ),
      on(CheckInUndoneV1, (trx, d, meta) =>
        keepAdmission(trx, schema, {
          ticketId: d.ticketId,
          eventId: d.eventId,
          fact: { ...heardAt(meta), type: "CheckInUndone", at: new Date(d.undoneAt), gateId: null },
        }),
      ),
      on(GateConfiguredV1, async (trx, d, meta) => {
        await ticketingDb(trx, schema)
          .insertInto("known_gates")
          .values({
            event_id: d.eventId,
            gate_id: d.gateId,
            name: d.name,
            stream_position: meta.streamPosition,
          })
          .onConflict((oc) =>
            oc
              .columns(["event_id", "gate_id"])
              .doUpdateSet({ name: d.name, stream_position: meta.streamPosition })
              .where("known_gates.stream_position", "<", meta.streamPosition),
          )
          .execute();
      }),
    ],
    { batched: true },
  );
}
