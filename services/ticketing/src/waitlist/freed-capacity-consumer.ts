import { on } from "@mawid/bus";
import { EventUpdatedV1 } from "@mawid/contracts/events";
import {
  OrderCancelledV1,
  OrderExpiredV1,
  OrderRefundedV1,
  SectionConfiguredV1,
} from "@mawid/contracts/ticketing";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import type { EventMeta } from "@mawid/bus";
import type { Transaction } from "kysely";
import { ticketingDb } from "../db/tables.ts";
import { offerFreedSeats } from "./offer-seats.ts";

/**
 * Seats of an event freed (a hold ran out, an order was cancelled or refunded) or its capacity changed:
 * whoever waits for its ticket types is offered them at once, in the inbox's transaction. A redelivered
 * message finds the seats offered already and offers nothing twice.
 */
export function freedCapacityConsumer(schema: string, offerMinutes: number): ConsumerDefinition {
  const offer = async (trx: Transaction<unknown>, data: { eventId: string }, meta: EventMeta) => {
    const now = new Date();
    await offerFreedSeats(ticketingDb(trx, schema), data, {
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
