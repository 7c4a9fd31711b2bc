import { TicketKeyCreatedV1 } from "@mawid/contracts/ticketing";
import { on } from "@mawid/bus";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import { checkinDb } from "../db/tables.ts";

/** Each event's public ticket keys, so check-in verifies codes while ticketing is down. */
export function trackTicketKeysConsumer(schema: string): ConsumerDefinition {
  return defineConsumer("checkin.ticket-keys", [
    on(TicketKeyCreatedV1, async (trx, data) => {
      await checkinDb(trx, schema)
        .insertInto("ticket_keys")
        .values({
          event_id: data.eventId,
          kid: data.kid,
          public_key: data.publicKey,
          created_at: new Date(data.createdAt),
        })
        .onConflict((oc) => oc.columns(["event_id", "kid"]).doNothing())
        .execute();
    }),
  ]);
}
