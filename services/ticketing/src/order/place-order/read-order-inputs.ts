import { schemaStatement } from "@mawid/eventstore";
import { Coalescer } from "@mawid/service";
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

interface EarlierOrder {
  buyerId: string;
  key: string;
  orderId: string;
  requestHash: string;
}

interface EventRows {
  event: EventSnapshot;
  ticketTypes: ShallowDehydrateObject<Selectable<TicketTypesTable>>[];
  sections: Selectable<SectionsTable>[];
  quotas: Selectable<QuotasTable>[];
}

/** The statement's one row: each part as JSON, so timestamps arrive as text. */
interface OrderInputsRow {
  earlier: EarlierOrder[];
  events: EventRows[];
  unlocked: { codeHash: string; ticketTypeId: string }[];
}

/** A fixed text, so it runs as a prepared statement: planned once per connection, not per buyer. */
const statement = schemaStatement(
  "place-order-inputs-many",
  "ticketing",
  (s) => `WITH r AS (SELECT * FROM unnest($1::uuid[], $2::text[], $3::uuid[]) AS r(buyer_id, key, event_id))
SELECT
  (SELECT coalesce(json_agg(json_build_object('buyerId', k.buyer_id, 'key', k.key, 'orderId', k.order_id,
      'requestHash', k.request_hash)), '[]')
     FROM ${s}.order_idempotency_keys k JOIN r ON k.buyer_id = r.buyer_id AND k.key = r.key) AS earlier,
  (SELECT coalesce(json_agg(json_build_object(
      'event', json_build_object('eventId', e.event_id, 'organizationId', e.organization_id, 'status', e.status),
      'ticketTypes', (SELECT coalesce(json_agg(t ORDER BY t.sort_order), '[]')
         FROM ${s}.ticket_types t WHERE t.event_id = e.event_id),
      'sections', (SELECT coalesce(json_agg(x), '[]') FROM ${s}.sections x WHERE x.event_id = e.event_id),
      'quotas', (SELECT coalesce(json_agg(q), '[]') FROM ${s}.quotas q WHERE q.event_id = e.event_id))), '[]')
     FROM ${s}.known_events e WHERE e.event_id IN (SELECT event_id FROM r)) AS events,
  (SELECT coalesce(json_agg(json_build_object('codeHash', c.code_hash, 'ticketTypeId', c.ticket_type_id)), '[]')
     FROM ${s}.ticket_type_access_codes c WHERE c.code_hash = any($4::text[])) AS unlocked`,
);

const dateOrNull = (instant: string | null) => (instant === null ? null : new Date(instant));
const keyOf = (buyerId: string, key: string) => `${buyerId}\u0000${key}`;

/** Each request's inputs from the one row read for them all; `hashes`, each request's access codes hashed. */
function inputsOf(
  row: OrderInputsRow,
  requests: readonly OrderInputsRequest[],
  hashes: readonly ReadonlySet<string>[],
): (OrderInputs | Error)[] {
  const earlier = new Map(row.earlier.map((e) => [keyOf(e.buyerId, e.key), e]));
  // Each event's rows made ready once, however many of its buyers share the statement.
  const events = new Map(
    row.events.map((e) => [
      e.event.eventId,
      {
        ...e,
        ticketTypes: e.ticketTypes.map((t) => ({
          ...t,
          sales_start: dateOrNull(t.sales_start),
          sales_end: dateOrNull(t.sales_end),
          created_at: new Date(t.created_at),
        })),
      },
    ]),
  );
  return requests.map((request, i) => {
    const before = request.key === undefined ? undefined : earlier.get(keyOf(request.buyerId, request.key));
    if (before) return { kind: "earlier", orderId: before.orderId, requestHash: before.requestHash };
    const rows = events.get(request.eventId);
    if (!rows) return new EventNotFoundError();
    return {
      kind: "new",
      event: rows.event,
      ticketing: eventTicketingFrom(request.eventId, request.at, {
        ticketTypes: rows.ticketTypes,
        sections: rows.sections,
        quotas: rows.quotas,
        unlockedIds: row.unlocked.filter((u) => hashes[i]!.has(u.codeHash)).map((u) => u.ticketTypeId),
      }),
    };
  });
}

async function readMany(
  db: Kysely<TicketingDatabase>,
  requests: readonly OrderInputsRequest[],
): Promise<(OrderInputs | Error)[]> {
  const hashes = requests.map((r) => new Set(r.accessCodes.map(hashAccessCode)));
  const { rows } = await db.executeQuery<OrderInputsRow>(
    CompiledQuery.raw(statement, [
      requests.map((r) => r.buyerId),
      requests.map((r) => r.key ?? null),
      requests.map((r) => r.eventId),
      [...new Set(hashes.flatMap((h) => [...h]))],
    ]),
  );
  return inputsOf(rows[0]!, requests, hashes);
}

/**
 * Everything placing an order reads before its transaction: the key's earlier order, the event, its
 * ticket types, sections and quotas, and the hidden types the access codes unlock. Under an on-sale
 * most requests end here (a retry, or SOLD_OUT from the seats read), so the buyers waiting at once
 * share ONE statement, and each statement's round trip and parse are paid once for them all; the
 * seats read are a hint, the reservation decides.
 */
export function orderInputsReader(
  db: Kysely<TicketingDatabase>,
): (request: OrderInputsRequest) => Promise<OrderInputs> {
  const reads = new Coalescer<OrderInputsRequest, OrderInputs | Error>({
    many: (requests) => readMany(db, requests),
    one: async (request) => (await readMany(db, [request]))[0]!,
    // One at a time: under an on-sale, three in flight carried about 10 requests each, one carries 19.
    maxInFlight: 1,
    maxPerStatement: 250,
  });
  return async (request) => {
    const inputs = await reads.run(request);
    if (inputs instanceof Error) throw inputs;
    return inputs;
  };
}
