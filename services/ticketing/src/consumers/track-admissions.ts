import {
  CheckInUndoneV1,
  GateConfiguredV1,
  TicketCheckedInV1,
  TicketCheckedOutV1,
} from "@mawid/contracts/checkin";
import { type EventMeta, on } from "@mawid/bus";
import { type ConsumerDefinition, defineConsumer, gatherInTransaction } from "@mawid/service";
import { sql, type Transaction } from "kysely";
import { type AdmissionFact, foldAdmissions } from "../admission/admission-state.ts";
import { ticketingDb } from "../db/tables.ts";

interface Heard {
  ticketId: string;
  eventId: string;
  fact: AdmissionFact;
}

/**
 * Keeps the admissions of the tickets heard in one transaction (a delivered batch) from what check-in
 * announced: each event is kept by its place in its ticket's stream, then each ticket's state is folded
 * again from every one kept, a statement for all of them at each step. Serialised per ticket (locks
 * taken in ticket order) so two of its messages handled at once both count.
 */
async function keepAdmissions(trx: Transaction<unknown>, schema: string, heard: readonly Heard[]) {
  const db = ticketingDb(trx, schema);
  const eventOf = new Map(heard.map((h) => [h.ticketId, h.eventId]));
  const tickets = [...eventOf.keys()].sort();
  await sql`SELECT pg_advisory_xact_lock(hashtext('ticketing.admission'), hashtext(t))
    FROM unnest(${tickets}::text[]) AS t`.execute(trx);
  await db
    .insertInto("admission_events")
    .values(
      heard.map(({ ticketId, fact }) => ({
        ticket_id: ticketId,
        stream_position: fact.position,
        type: fact.type,
        at: fact.at,
        gate_id: fact.gateId,
      })),
    )
    .onConflict((oc) => oc.columns(["ticket_id", "stream_position"]).doNothing())
    .execute();
  const kept = await db
    .selectFrom("admission_events")
    .select(["ticket_id", "stream_position", "type", "at", "gate_id"])
    .where("ticket_id", "in", tickets)
    .execute();
  const factsOf = new Map<string, AdmissionFact[]>(tickets.map((t) => [t, []]));
  for (const r of kept)
    factsOf.get(r.ticket_id)!.push({
      position: r.stream_position,
      type: r.type as AdmissionFact["type"],
      at: r.at,
      gateId: r.gate_id,
    });
  const admitted = [];
  const notAdmitted = [];
  for (const [ticketId, facts] of factsOf) {
    const state = foldAdmissions(facts);
    if (!state.admission) notAdmitted.push(ticketId);
    else
      admitted.push({
        ticket_id: ticketId,
        event_id: eventOf.get(ticketId)!,
        admitted_at: state.admission.at,
        gate_id: state.admission.gateId,
        inside: state.inside,
      });
  }
  if (notAdmitted.length > 0)
    await db.deleteFrom("ticket_admissions").where("ticket_id", "in", notAdmitted).execute();
  if (admitted.length > 0)
    await db
      .insertInto("ticket_admissions")
      .values(admitted)
      .onConflict((oc) =>
        oc.column("ticket_id").doUpdateSet((eb) => ({
          admitted_at: eb.ref("excluded.admitted_at"),
          gate_id: eb.ref("excluded.gate_id"),
          inside: eb.ref("excluded.inside"),
        })),
      )
      .execute();
}

const heardAt = (meta: EventMeta) => ({ position: meta.streamPosition });

/**
 * Check-in's admissions and gate names, for the host's attendee list. Batched, the admissions gathered
 * and kept together when the transaction ends: at doors-open every scan is a message here.
 */
export function trackAdmissionsConsumer(schema: string): ConsumerDefinition {
  const gathered = gatherInTransaction<Heard>((trx, heard) => keepAdmissions(trx, schema, heard));
  const keepAdmission = async (trx: Transaction<unknown>, heard: Heard) => gathered.add(trx, heard);
  return defineConsumer(
    "ticketing.admissions",
    [
      on(TicketCheckedInV1, (trx, d, meta) =>
        keepAdmission(trx, {
          ticketId: d.ticketId,
          eventId: d.eventId,
          fact: { ...heardAt(meta), type: "TicketCheckedIn", at: new Date(d.scannedAt), gateId: d.gateId },
        }),
      ),
      on(TicketCheckedOutV1, (trx, d, meta) =>
        keepAdmission(trx, {
          ticketId: d.ticketId,
          eventId: d.eventId,
          fact: { ...heardAt(meta), type: "TicketCheckedOut", at: new Date(d.scannedAt), gateId: d.gateId },
        }),
      ),
      on(CheckInUndoneV1, (trx, d, meta) =>
        keepAdmission(trx, {
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
    { batched: true, flush: gathered.flush },
  );
}
