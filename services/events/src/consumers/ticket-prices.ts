import { TicketTypeCreatedV1 } from "@mawid/contracts/ticketing";
import { on } from "@mawid/bus";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import { eventsDb } from "../db/tables.ts";
import { foldLowestPrice } from "../discovery/lowest-price.ts";

/**
 * Ticketing's ticket types, for discovery's free/paid filter and "from" price: a type's lowest price
 * is the least of its price and its price phases' (an early bird is what one can pay from).
 */
export function ticketPricesConsumer(schema: string): ConsumerDefinition {
  return defineConsumer("events.ticket-prices", [
    on(TicketTypeCreatedV1, async (trx, data) => {
      const db = eventsDb(trx, schema);
      const lowest = Math.min(data.price, ...data.pricePhases.map((phase) => phase.price));
      await db
        .insertInto("ticket_prices")
        .values({
          ticket_type_id: data.ticketTypeId,
          event_id: data.eventId,
          lowest_price: lowest,
          currency: data.currency,
          hidden: data.hidden,
        })
        .onConflict((oc) => oc.column("ticket_type_id").doNothing())
        .execute();
      await foldLowestPrice(db, data.eventId);
    }),
  ]);
}
