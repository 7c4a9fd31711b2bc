import type { CommandMeta } from "@mawid/eventstore";
import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { PaymentsDatabase } from "../db/tables.ts";
import { ProviderUnavailableError } from "../errors.ts";
import { completePayment } from "../payment/complete-payment.ts";
import { handlePaymentCommand } from "../payment/handle.ts";
import { syncConnectedAccount } from "../connect/sync-account.ts";
import { failRefund } from "./fail-refund.ts";
import { handleStripeSubscription } from "../subscription/stripe-subscription-event.ts";
import { recordStripeInvoicePaid } from "../subscription-period/stripe-invoice-paid.ts";

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === "string" ? ref : (ref?.id ?? null);

async function known(db: Kysely<PaymentsDatabase>, paymentId: string | null | undefined) {
  if (!paymentId) return null;
  const row = await db
    .selectFrom("payments")
    .select("payment_id")
    .where("payment_id", "=", paymentId)
    .where("provider", "=", "stripe")
    .executeTakeFirst();
  return row?.payment_id ?? null;
}

async function intentPaymentId(stripe: Stripe, intentId: string) {
  const intent = await stripe.paymentIntents.retrieve(intentId).catch((error: Error) => {
    throw new ProviderUnavailableError(
      `Stripe did not say whose PaymentIntent ${intentId} is: ${error.message}`,
    );
  });
  return intent.metadata?.paymentId;
}

async function byPaymentIntent(db: Kysely<PaymentsDatabase>, paymentIntentId: string | null) {
  if (!paymentIntentId) return null;
  const row = await db
    .selectFrom("payments")
    .select("payment_id")
    .where("provider_ref", "=", paymentIntentId)
    .executeTakeFirst();
  return row?.payment_id ?? null;
}

/**
 * What each Stripe event means for a payment. Events about payments this platform did not start are
 * ignored. One that arrives before the state it needs (a refund of a payment not yet completed) is
 * refused, so Stripe delivers it again later.
 */
export async function handleStripeEvent(
  db: Kysely<PaymentsDatabase>,
  stripe: Stripe,
  event: Stripe.Event,
  meta: CommandMeta,
): Promise<void> {
  const at = meta.occurredAt.toISOString();
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const paymentId = await known(db, session.metadata?.paymentId ?? session.client_reference_id);
      // Bank debits and the like complete later (checkout.session.async_payment_succeeded).
      if (!paymentId || session.payment_status !== "paid") return;
      await completePayment(db, paymentId, idOf(session.payment_intent), meta);
      return;
    }
    case "checkout.session.expired": {
      const session = event.data.object;
      const paymentId = await known(db, session.metadata?.paymentId ?? session.client_reference_id);
      if (!paymentId) return;
      await handlePaymentCommand(
        db,
        paymentId,
        { type: "FailPayment", reason: "The checkout expired", at },
        meta,
      );
      return;
    }
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      const paymentId = await known(db, intent.metadata?.paymentId);
      if (!paymentId) return;
      const reason = intent.last_payment_error?.message ?? "The payment failed";
      await handlePaymentCommand(db, paymentId, { type: "FailPayment", reason, at }, meta);
      return;
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const intentId = idOf(charge.payment_intent);
      // Before checkout.session.completed names the PaymentIntent, only its own metadata says whose it is.
      const paymentId =
        (await byPaymentIntent(db, intentId)) ??
        (await known(db, charge.metadata?.paymentId)) ??
        (intentId ? await known(db, await intentPaymentId(stripe, intentId)) : null);
      if (!paymentId) return;
      await handlePaymentCommand(
        db,
        paymentId,
        {
          type: "SyncRefundedTotal",
          refundedTotal: charge.amount_refunded,
          reason: "Refunded through Stripe",
          at,
        },
        meta,
      );
      return;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      await handleStripeSubscription(
        db,
        stripe,
        event.data.object,
        event.type === "customer.subscription.deleted",
        meta,
      );
      return;
    case "invoice.paid":
      await recordStripeInvoicePaid(db, event.data.object, meta);
      return;
    case "account.updated":
      await syncConnectedAccount(db, event.data.object, new Date(event.created * 1000), meta);
      return;
    case "refund.updated":
      await failRefund(db, event.data.object, meta);
      return;
    default:
      return;
  }
}
