import { schemaStatement } from "@mawid/eventstore";
import { CompiledQuery, type Kysely, type Selectable, type ShallowDehydrateObject } from "kysely";
import type { TicketingDatabase } from "../../db/tables.ts";
import type { QuotasTable } from "../../db/tables/quotas.ts";
import type { SectionsTable, TicketTypesTable } from "../../db/tables/ticket-types.ts";
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

/** The statement's one row: each part as JSON, so timestamps arrive as text. */
interface OrderInputsRow {
  earlier: { orderId: string; requestHash: string } | null;
  event: EventSnapshot | null;
  ticket_types: ShallowDehydrateObject<Selectable<TicketTypesTable>>[];
  sections: Selectable<SectionsTable>[];
  quotas: Selectable<QuotasTable>[];
  unlocked: string[];
}

/** A fixed text, so it runs as a prepared statement: planned once per connection, not per buyer. */
const statement = schemaStatement(
  "place-order-inputs",
  "ticketing",
  (s) => `SELECT
  (SELECT json_build_object('orderId', k.order_id, 'requestHash', k.request_hash)
     FROM ${s}.order_idempotency_keys k WHERE k.buyer_id = $1::uuid AND k.key = $2::text) AS earlier,
  (SELECT json_build_object('eventId', e.event_id, 'organizationId', e.organization_id, 'status', e.status)
     FROM ${s}.known_events e WHERE e.event_id = $3::uuid) AS event,
  (SELECT coalesce(json_agg(t ORDER BY t.sort_order), '[]')
     FROM ${s}.ticket_types t WHERE t.event_id = $3::uuid) AS ticket_types,
  (SELECT coalesce(json_agg(x), '[]') FROM ${s}.sections x WHERE x.event_id = $3::uuid) AS sections,
  (SELECT coalesce(json_agg(q), '[]') FROM ${s}.quotas q WHERE q.event_id = $3::uuid) AS quotas,
  (SELECT coalesce(json_agg(c.ticket_type_id), '[]')
     FROM ${s}.ticket_type_access_codes c WHERE c.code_hash = any($4::text[])) AS unlocked`,
);

const dateOrNull = (instant: string | null) => (instant === null ? null : new Date(instant));

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
  const { rows } = await db.executeQuery<OrderInputsRow>(
    CompiledQuery.raw(statement, [
      request.buyerId,
      request.key ?? null,
      request.eventId,
      request.accessCodes.map(hashAccessCode),
    ]),
  );
  const row = rows[0]!;
  if (row.earlier) return { kind: "earlier", ...row.earlier };
  if (!row.event) throw new EventNotFoundError();
  const ticketTypes = row.ticket_types.map((t) => ({
    ...t,
    sales_start: dateOrNull(t.sales_start),
    sales_end: dateOrNull(t.sales_end),
    created_at: new Date(t.created_at),
  }));
  return {
    kind: "new",
    event: row.event,
    ticketing: eventTicketingFrom(request.eventId, request.at, {
      ticketTypes,
      sections: row.sections,
      quotas: row.quotas,
      unlockedIds: row.unlocked,
    }),
  };
}
