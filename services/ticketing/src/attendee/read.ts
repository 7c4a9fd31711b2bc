import {
  ATTENDEES_PAGE_SIZE,
  type TAttendee,
  type TAttendeeStatus,
  type TAttendeesPage,
  type TCheckedInFilter,
  type TSection,
} from "@mawid/contracts/ticketing";
import { type Kysely, sql } from "kysely";
import type { TicketingDatabase } from "../db/tables.ts";

export interface AttendeeFilter {
  q?: string | undefined;
  section?: TSection | undefined;
  ticketTypeId?: string | undefined;
  status?: TAttendeeStatus | undefined;
  checkedIn?: TCheckedInFilter | undefined;
}

/** A ticket revoked by a refund reads "refunded"; one revoked by the event's cancellation "revoked". */
const STATUS = sql<TAttendeeStatus>`CASE WHEN t.status = 'revoked' AND r.reason = 'refunded' THEN 'refunded' ELSE t.status END`;

const SECTION_ORDER = sql<number>`array_position(ARRAY['brothers', 'sisters', 'families', 'mixed'], t.section)`;

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function attendeesOf(db: Kysely<TicketingDatabase>, eventId: string, filter: AttendeeFilter) {
  let query = db
    .selectFrom("tickets as t")
    .innerJoin("orders as o", "o.order_id", "t.order_id")
    .leftJoin("known_users as u", "u.user_id", "o.buyer_id")
    // tickets name their type in text, ticket_types in uuid
    .leftJoin("ticket_types as tt", (join) =>
      join.on((eb) => eb(sql<string>`tt.ticket_type_id::text`, "=", eb.ref("t.ticket_type_id"))),
    )
    .leftJoin("ticket_revocations as r", "r.ticket_id", "t.ticket_id")
    .leftJoin("ticket_admissions as a", "a.ticket_id", "t.ticket_id")
    .leftJoin("known_gates as g", (join) =>
      join.onRef("g.event_id", "=", "t.event_id").onRef("g.gate_id", "=", "a.gate_id"),
    )
    .where("t.event_id", "=", eventId);
  if (filter.section) query = query.where("t.section", "=", filter.section);
  if (filter.ticketTypeId) query = query.where("t.ticket_type_id", "=", filter.ticketTypeId);
  if (filter.status) query = query.where(STATUS, "=", filter.status);
  if (filter.checkedIn)
    query = query.where("a.admitted_at", filter.checkedIn === "true" ? "is not" : "is", null);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    query = query.where((eb) =>
      eb.or([eb("t.attendee_name", "ilike", pattern), eb("u.email", "ilike", pattern)]),
    );
  }
  return query;
}

function selectAttendees(db: Kysely<TicketingDatabase>, eventId: string, filter: AttendeeFilter) {
  return attendeesOf(db, eventId, filter)
    .select([
      "t.ticket_id",
      "t.order_id",
      "t.position_id",
      "t.attendee_name",
      "u.email",
      "t.section",
      "t.ticket_type_id",
      "tt.name",
      STATUS.as("status"),
      "t.issued_at",
      "a.admitted_at",
      "a.gate_id",
      "g.name as gate_name",
      "a.inside",
    ])
    .orderBy(SECTION_ORDER)
    .orderBy(sql`lower(t.attendee_name)`)
    .orderBy("t.ticket_id");
}

type Row = Awaited<ReturnType<ReturnType<typeof selectAttendees>["execute"]>>[number];

function toAttendee(r: Row): TAttendee {
  return {
    ticketId: r.ticket_id,
    orderId: r.order_id,
    positionId: r.position_id,
    attendeeName: r.attendee_name,
    ...(r.email ? { buyerEmail: r.email } : {}),
    section: r.section,
    ticketTypeId: r.ticket_type_id,
    ticketTypeName: r.name ?? "",
    status: r.status,
    checkedIn: r.admitted_at !== null,
    checkIn:
      r.admitted_at === null
        ? null
        : {
            admittedAt: r.admitted_at.toISOString(),
            gateId: r.gate_id,
            gateName: r.gate_name,
            inside: r.inside ?? false,
          },
    issuedAt: r.issued_at.toISOString(),
  };
}

/** One page of an event's tickets by section, then name; with how many match in all. */
export async function readAttendeesPage(
  db: Kysely<TicketingDatabase>,
  eventId: string,
  filter: AttendeeFilter,
  page: number,
): Promise<TAttendeesPage> {
  const [rows, count] = await Promise.all([
    selectAttendees(db, eventId, filter)
      .limit(ATTENDEES_PAGE_SIZE)
      .offset((page - 1) * ATTENDEES_PAGE_SIZE)
      .execute(),
    attendeesOf(db, eventId, filter).select(sql<number>`count(*)::int`.as("total")).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toAttendee), total: count.total, page, pageSize: ATTENDEES_PAGE_SIZE };
}

/** Every ticket that matches, in the list's order: what the CSV export holds. */
export async function readAllAttendees(
  db: Kysely<TicketingDatabase>,
  eventId: string,
  filter: AttendeeFilter,
): Promise<TAttendee[]> {
  return (await selectAttendees(db, eventId, filter).execute()).map(toAttendee);
}
