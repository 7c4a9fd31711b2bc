import { on } from "@mawid/bus";
import { UserRegisteredV1 } from "@mawid/contracts/identity";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import { paymentsDb } from "../db/tables.ts";

/** Where receipts go, and whose an unpaid order is on a host's list: identity's UserRegistered. */
export function trackUsersConsumer(): ConsumerDefinition {
  return defineConsumer("payments.users", [
    on(UserRegisteredV1, async (trx, user) => {
      const email = user.email.toLowerCase();
      await paymentsDb(trx)
        .insertInto("known_users")
        .values({ user_id: user.userId, email })
        .onConflict((oc) => oc.column("user_id").doUpdateSet({ email }))
        .execute();
    }),
  ]);
}
