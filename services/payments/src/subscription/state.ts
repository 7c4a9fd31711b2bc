import { subscriptionStreamId } from "@mawid/contracts/payments";
import { fold, readStream } from "@mawid/eventstore";
import type { Kysely } from "kysely";
import type { PaymentsDatabase } from "../db/tables.ts";
import { type SubscriptionEvent, type SubscriptionState, subscriptionDecider } from "./decider.ts";

/** The organisation's subscriptions as its stream holds them (every event of it is still version 1). */
export async function currentState(
  db: Kysely<PaymentsDatabase>,
  organizationId: string,
): Promise<SubscriptionState> {
  const stream = await readStream(db as Kysely<unknown>, "payments", subscriptionStreamId(organizationId));
  return fold(subscriptionDecider, stream.events as unknown as SubscriptionEvent[]);
}
