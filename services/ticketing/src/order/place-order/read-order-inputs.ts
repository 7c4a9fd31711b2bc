import type { TEventStatus } from "@mawid/contracts/events";
import { type Kysely, sql } from "kysely";
import { jsonArrayFrom, jsonObjectFrom } from "kysely/helpers/postgres";
import type { TicketingDatabase } from "../../db/tables.ts";
import { EventNotFoundError } from "../../errors.ts";
import { hashAccessCode } from "../../ticket-type/access-code.ts";
import type { EventSnapshot } from "../../ticket-type/decider.ts";
import { type EventTicketing, eventTicketingFrom } from "../../ticket-type/read.ts";

export interface OrderInputsRequest {
  buyerId: string;
  /** The request's Idempotency-Key, if it has one. */
  key: string | undefined;
  eventId: string;
  accessCodes: readonly string[];
  at: string;
}

export type OrderInputs =
  /** The key placed an order before: the request is a retry. */
  | { kind: "earlier"; orderId: string; requestHash: string }
  | { kind: "new"; event: EventSnapshot; ticketing: EventTicketing };

const isoOrNull = (instant: string | null) => (instant === null ? null : new Date(instant));

/**
 * Everything placing an order reads before its transaction, in ONE statement: the key's earlier order,
 * the event, its ticket types, sections and quotas, and the hidden types the access codes unlock. Under
 * an on-sale most requests end here (a retry, or SOLD_OUT from the seats read), so one round trip
 * instead of five is most of their cost; the seats read are a hint, the reservation decides.
 */
export async function readOrderInputs(
  db: Kysely<TicketingDatabase>,
  request: OrderInputsRequest,
): Promise<OrderInputs> {
  const { eventId } = request;
  const codes = request.accessCodes.map(hashAccessCode);
  const row = await db
    .selectNoFrom([
      jsonObjectFrom(
        db
          .selectFrom("order_idempotency_keys")
          .select(["order_id", "request_hash"])
          .where("buyer_id", "=", request.buyerId)
          .where("key", "=", request.key ?? "")
          .where(sql.lit(request.key !== undefined)),
      ).as("earlier"),
      jsonObjectFrom(
        db
          .selectFrom("known_events")
          .select(["event_id", "organization_id", "status"])
          .where("event_id", "=", eventId),
      ).as("event"),
      jsonArrayFrom(
        db.selectFrom("ticket_types").selectAll().where("event_id", "=", eventId).orderBy("sort_order"),
      ).as("ticketTypes"),
      jsonArrayFrom(db.selectFrom("sections").selectAll().where("event_id", "=", eventId)).as("sections"),
      jsonArrayFrom(db.selectFrom("quotas").selectAll().where("event_id", "=", eventId)).as("quotas"),
      jsonArrayFrom(
        db
          .selectFrom("ticket_type_access_codes")
          .select("ticket_type_id")
          .where("code_hash", "=", sql<string>`any(${codes}::text[])`),
      ).as("unlocked"),
    ])
    .executeTakeFirstOrThrow();
  if (row.earlier) {
    return { kind: "earlier", orderId: row.earlier.order_id, requestHash: row.earlier.request_hash };
  }
  if (!row.event) throw new EventNotFoundError();
  const ticketTypes = row.ticketTypes.map((t) => ({
    ...t,
    sales_start: isoOrNull(t.sales_start),
    sales_end: isoOrNull(t.sales_end),
    created_at: new Date(t.created_at),
  }));
  return {
    kind: "new",
    event: {
      eventId: row.event.event_id,
      organizationId: row.event.organization_id,
      status: row.event.status as TEventStatus,
    },
    ticketing: eventTicketingFrom(eventId, request.at, {
      ticketTypes,
      sections: row.sections,
      quotas: row.quotas,
      unlockedIds: row.unlocked.map((u) => u.ticket_type_id),
    }),
  };
}
