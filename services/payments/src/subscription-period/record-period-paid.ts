import type { TPaymentProvider, TPaidTier } from "@mawid/contracts/payments";
import type { CommandMeta } from "@mawid/eventstore";
import type { Kysely } from "kysely";
import type { PaymentsDatabase } from "../db/tables.ts";
import { derivedPaymentId } from "../payment/derived-payment-id.ts";
import { handleSubscriptionPeriodCommand } from "./handle.ts";

export interface PaidPeriod {
  subscriptionId: string;
  organizationId: string;
  tier: TPaidTier;
  /** The provider's id of the payment (Stripe's invoice), or `test-{subscriptionId}`. */
  periodId: string;
  amount: number;
  currency: string;
  provider: TPaymentProvider;
  ownerId: string;
  periodStart: string | null;
  periodEnd: string | null;
}

/** Records a subscription's paid period once, on its own stream named from its provider's id. */
export async function recordPeriodPaid(
  db: Kysely<PaymentsDatabase>,
  period: PaidPeriod,
  meta: CommandMeta,
): Promise<void> {
  const paymentId = derivedPaymentId("subscription-period", period.periodId);
  await handleSubscriptionPeriodCommand(
    db,
    paymentId,
    { type: "RecordPeriodPaid", period: { ...period, paymentId }, at: meta.occurredAt.toISOString() },
    meta,
  );
}
