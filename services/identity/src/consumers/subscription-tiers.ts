import { type EventMeta, on } from "@mawid/bus";
import type { TTier } from "@mawid/contracts/identity";
import { SubscriptionActivatedV1, SubscriptionCancelledV1 } from "@mawid/contracts/payments";
import type { CommandMeta } from "@mawid/eventstore";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import type { Transaction } from "kysely";
import { typed } from "../db/schema.ts";
import type { Actor } from "../organization/decider.ts";
import { handleOrganizationCommand } from "../organization/handle.ts";

/**
 * Payments decides who has paid for a tier; a tier is a platform decision, so payments' word acts with
 * the platform's authority that ChangeTier asks of a person.
 */
const PAYMENTS: Actor = { userId: "payments", platformAdmin: true };

async function currentTier(trx: Transaction<unknown>, organizationId: string): Promise<TTier | null> {
  const row = await typed(trx)
    .selectFrom("organizations")
    .select("tier")
    .where("id", "=", organizationId)
    .executeTakeFirst();
  return row?.tier ?? null;
}

function changeTier(
  trx: Transaction<unknown>,
  organizationId: string,
  tier: TTier,
  at: string,
  meta: EventMeta,
) {
  const commandMeta: CommandMeta = {
    occurredAt: new Date(),
    correlationId: meta.correlationId,
    causationId: meta.id,
    traceparent: meta.traceparent,
  };
  return handleOrganizationCommand(
    typed(trx),
    organizationId,
    { type: "ChangeTier", actor: PAYMENTS, tier, at },
    commandMeta,
  );
}

/**
 * A paid subscription gives its organisation the tier; its end puts it back on free. The tokens
 * identity signs next carry the tier's features, which every service reads. A tier agreed by hand
 * (enterprise) is left alone, and an end changes nothing unless the organisation is still on the tier
 * that ended (an operator may have moved it since). ChangeTier to the tier it has already emits
 * nothing, and the inbox drops a redelivered message.
 */
export function subscriptionTiersConsumer(): ConsumerDefinition {
  return defineConsumer("identity.subscription-tiers", [
    on(SubscriptionActivatedV1, async (trx, subscription, meta) => {
      if ((await currentTier(trx, subscription.organizationId)) === "enterprise") return;
      await changeTier(trx, subscription.organizationId, subscription.tier, subscription.activatedAt, meta);
    }),
    on(SubscriptionCancelledV1, async (trx, subscription, meta) => {
      if (!subscription.wasActive) return;
      if ((await currentTier(trx, subscription.organizationId)) !== subscription.tier) return;
      await changeTier(trx, subscription.organizationId, "free", subscription.cancelledAt, meta);
    }),
  ]);
}
