import type { CommandMeta } from "@mawid/eventstore";
import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { PaymentsDatabase } from "../db/tables.ts";
import { handlePaymentCommand } from "../payment/handle.ts";

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === "string" ? ref : (ref?.id ?? null);

/**
 * Stripe's refund.updated: a refund that charge.refunded reported fails (the card was closed) or is
 * cancelled, and Stripe puts the money back in the platform's balance. The payment then holds it again
 * (once per refund). Other updates change nothing: charge.refunded already recorded the refund.
 */
export async function failRefund(
  db: Kysely<PaymentsDatabase>,
  refund: Stripe.Refund,
  meta: CommandMeta,
): Promise<void> {
  if (refund.status !== "failed" && refund.status !== "canceled") return;
  const intentId = idOf(refund.payment_intent);
  const byIntent = intentId
    ? await db
        .selectFrom("payments")
        .select("payment_id")
        .where("provider_ref", "=", intentId)
        .executeTakeFirst()
    : undefined;
  const paymentId =
    byIntent?.payment_id ??
    (
      await db
        .selectFrom("payments")
        .select("payment_id")
        .where("payment_id", "=", refund.metadata?.paymentId ?? "")
        .where("provider", "=", "stripe")
        .executeTakeFirst()
    )?.payment_id;
  if (!paymentId) return;
  await handlePaymentCommand(
    db,
    paymentId,
    {
      type: "FailRefund",
      refundId: refund.id,
      amount: refund.amount,
      reason: `The refund ${refund.status === "failed" ? "failed" : "was cancelled"}${refund.failure_reason ? ` (${refund.failure_reason})` : ""}`,
      at: meta.occurredAt.toISOString(),
    },
    meta,
  );
}
