import { UserRegisteredV1 } from "@mawid/contracts/identity";
import { on } from "@mawid/bus";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import { ticketingDb } from "../db/tables.ts";

/** Where ticketing writes to each account (tickets, cancellations): identity's UserRegistered. */
export function trackUsersConsumer(schema: string): ConsumerDefinition {
  return defineConsumer("ticketing.users", [
    on(UserRegisteredV1, async (trx, data) => {
      await ticketingDb(trx, schema)
        .insertInto("known_users")
        .values({ user_id: data.userId, email: data.email.toLowerCase() })
        .onConflict((oc) => oc.column("user_id").doUpdateSet({ email: data.email.toLowerCase() }))
        .execute();
    }),
  ]);
}
