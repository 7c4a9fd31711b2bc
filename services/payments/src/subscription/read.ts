import { type Kysely, sql } from "kysely";
import type { PaymentsDatabase } from "../db/tables.ts";

/** The organisation's active subscription, else its latest: the one /pricing shows and the owner may cancel. */
export function latestSubscription(db: Kysely<PaymentsDatabase>, organizationId: string) {
  return db
    .selectFrom("subscriptions")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .orderBy(sql`status = 'active'`, "desc")
    .orderBy("started_at", "desc")
    .limit(1)
    .executeTakeFirst();
}

export function subscriptionById(db: Kysely<PaymentsDatabase>, subscriptionId: string) {
  return db
    .selectFrom("subscriptions")
    .selectAll()
    .where("subscription_id", "=", subscriptionId)
    .executeTakeFirst();
}
