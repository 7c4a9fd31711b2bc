import type { TCheckinStats, TGate } from "@mawid/contracts/checkin";
import { TICKET_SECTIONS, type TTicketSection } from "@mawid/contracts/ticketing";
import { type Kysely, sql } from "kysely";
import type { CheckinDatabase } from "../db/tables.ts";

const MINUTES = 60;
const NEAR = 0.9;

type Warning = TCheckinStats["byGate"][number]["warning"];

function warningOf(inside: number, capacity: number | null): Warning {
  if (capacity === null) return "none";
  if (inside >= capacity) return "full";
  return inside >= capacity * NEAR ? "near" : "none";
}

/**
 * An event's live counts, summed over its admissions rows by three aggregate queries: no counter row
 * is kept, so a hundred stations admitting at once never queue on one row's lock. By gate, admitted
 * counts where each ticket was first let in and inside where its holder last came in.
 */
export async function computeStats(
  db: Kysely<CheckinDatabase>,
  eventId: string,
  gates: readonly TGate[],
  now: Date,
): Promise<TCheckinStats> {
  const since = new Date(Math.floor(now.getTime() / 60_000) * 60_000 - (MINUTES - 1) * 60_000);
  const [expected, admissions, minutes] = await Promise.all([
    db
      .selectFrom("tickets")
      .select(["section", sql<number>`sum(admits)::int`.as("people")])
      .where("event_id", "=", eventId)
      .where("status", "=", "valid")
      .groupBy("section")
      .execute(),
    db
      .selectFrom("admissions")
      .select([
        "section",
        "admitted_gate_id",
        "current_gate_id",
        "status",
        sql<number>`sum(admits)::int`.as("people"),
      ])
      .where("event_id", "=", eventId)
      .groupBy(["section", "admitted_gate_id", "current_gate_id", "status"])
      .execute(),
    db
      .selectFrom("admissions")
      .select([
        sql<Date>`date_trunc('minute', admitted_at)`.as("minute"),
        sql<number>`sum(admits)::int`.as("people"),
      ])
      .where("event_id", "=", eventId)
      .where("admitted_at", ">=", since)
      .groupBy(sql`1`)
      .execute(),
  ]);
  const sections = new Map<TTicketSection, { expected: number; admitted: number; inside: number }>();
  const section = (name: TTicketSection) => {
    let counts = sections.get(name);
    if (!counts) {
      counts = { expected: 0, admitted: 0, inside: 0 };
      sections.set(name, counts);
    }
    return counts;
  };
  for (const row of expected) section(row.section).expected += row.people;
  const byGate = new Map<string | null, { admitted: number; inside: number }>(
    gates.map((g) => [g.id, { admitted: 0, inside: 0 }]),
  );
  const gate = (id: string | null) => {
    let counts = byGate.get(id);
    if (!counts) {
      counts = { admitted: 0, inside: 0 };
      byGate.set(id, counts);
    }
    return counts;
  };
  let admitted = 0;
  let inside = 0;
  for (const row of admissions) {
    admitted += row.people;
    section(row.section).admitted += row.people;
    gate(row.admitted_gate_id).admitted += row.people;
    if (row.status === "inside") {
      inside += row.people;
      section(row.section).inside += row.people;
      gate(row.current_gate_id).inside += row.people;
    }
  }
  const perMinute = new Map(minutes.map((m) => [new Date(m.minute).getTime(), m.people]));
  const gateById = new Map(gates.map((g) => [g.id, g]));
  return {
    eventId,
    expected: expected.reduce((sum, row) => sum + row.people, 0),
    admitted,
    inside,
    byGate: [...byGate].map(([id, counts]) => {
      const configured = id === null ? undefined : gateById.get(id);
      const capacity = configured?.capacity ?? null;
      return {
        gateId: id,
        // Admissions at no gate, or at a gate since removed, are still counted under a name of their own.
        name: configured?.name ?? (id === null ? "No gate" : `Removed gate (${id})`),
        ...counts,
        capacity,
        warning: warningOf(counts.inside, capacity),
      };
    }),
    bySection: TICKET_SECTIONS.filter((s) => sections.has(s)).map((s) => ({
      section: s,
      ...sections.get(s)!,
    })),
    perMinute: Array.from({ length: MINUTES }, (_, i) => {
      const at = since.getTime() + i * 60_000;
      return { at: new Date(at).toISOString(), admitted: perMinute.get(at) ?? 0 };
    }),
    updatedAt: now.toISOString(),
  };
}
