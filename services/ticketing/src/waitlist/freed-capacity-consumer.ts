import { type EventMeta, on } from "@mawid/bus";
import { EventUpdatedV1 } from "@mawid/contracts/events";
import {
  OrderCancelledV1,
  OrderExpiredV1,
  OrderRefundedV1,
  SectionConfiguredV1,
} from "@mawid/contracts/ticketing";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import type { Kysely } from "kysely";
import type { TicketingDatabase } from "../db/tables.ts";
import { offerFreedSeats } from "./offer-seats.ts";

/**
 * Seats of an event freed (a hold ran out, an order was cancelled or refunded) or its capacity changed:
 * whoever waits for its ticket types is offered them at once. Each offer commits in a transaction of its
 * own, not the inbox's: one transaction holding one line's quotas while it waits for the next line's
 * lock could deadlock with an order or an offer being taken. Offering needs no inbox to be idempotent
 * (it offers what is free now, to whoever is next), so a redelivered message offers nothing twice.
 */
export function freedCapacityConsumer(
  db: Kysely<TicketingDatabase>,
  offerMinutes: number,
): ConsumerDefinition {
  const offer = async (_trx: unknown, data: { eventId: string }, meta: EventMeta) => {
    const now = new Date();
    await offerFreedSeats(db, data, {
      offerMinutes,
      now,
      meta: {
        occurredAt: now,
        correlationId: meta.correlationId,
        causationId: meta.id,
        traceparent: meta.traceparent,
      },
    });
  };
  return defineConsumer("ticketing.waitlist", [
    on(OrderExpiredV1, offer),
    on(OrderCancelledV1, offer),
    on(OrderRefundedV1, offer),
    on(SectionConfiguredV1, offer),
    on(EventUpdatedV1, offer),
  ]);
}
