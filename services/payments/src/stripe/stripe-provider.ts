import type Stripe from "stripe";
import { ProviderUnavailableError } from "../errors.ts";
import type { PaymentProvider } from "../payment/provider.ts";

/** Stripe lets a Checkout Session live at least 30 minutes. */
const MIN_SESSION_MS = 31 * 60_000;

/**
 * Stripe Checkout: one hosted page per payment, the payment's id in its metadata (and its
 * PaymentIntent's), so the webhooks name the payment they are about.
 */
export function stripeProvider(stripe: Stripe, publicUrl: string): PaymentProvider {
  return {
    name: "stripe",
    async open({ paymentId, amount, currency, description, expiresAt, saveCard, transfer }) {
      const earliest = Date.now() + MIN_SESSION_MS;
      const session = await stripe.checkout.sessions
        .create(
          {
            mode: "payment",
            client_reference_id: paymentId,
            metadata: { paymentId },
            payment_intent_data: {
              metadata: { paymentId },
              ...(saveCard ? { setup_future_usage: "off_session" as const } : {}),
              ...(transfer && {
                transfer_data: { destination: transfer.accountId },
                // A gift carries no platform fee: Stripe then keeps none for the platform.
                ...(transfer.applicationFee > 0 && { application_fee_amount: transfer.applicationFee }),
              }),
            },
            ...(saveCard ? { customer_creation: "always" as const } : {}),
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: currency.toLowerCase(),
                  unit_amount: amount,
                  product_data: { name: description },
                },
              },
            ],
            success_url: `${publicUrl}/payment-success?payment=${paymentId}`,
            cancel_url: `${publicUrl}/payment-cancelled?payment=${paymentId}`,
            expires_at: Math.floor(Math.max(expiresAt?.getTime() ?? 0, earliest) / 1000),
          },
          { idempotencyKey: `checkout-${paymentId}` },
        )
        .catch((error: Error) => {
          throw new ProviderUnavailableError(`Stripe did not open a checkout: ${error.message}`);
        });
      if (!session.url) throw new ProviderUnavailableError("Stripe opened a checkout without a URL");
      return { url: session.url, providerRef: session.id };
    },
    async refund({ paymentId, providerRef, amount, refundKey, destination }) {
      if (!providerRef) throw new Error(`payment ${paymentId} has no PaymentIntent to refund`);
      await stripe.refunds.create(
        {
          payment_intent: providerRef,
          amount,
          metadata: { paymentId },
          // Without it Stripe refunds a destination charge from the platform's balance alone.
          ...(destination && {
            reverse_transfer: true,
            ...(destination.refundApplicationFee && { refund_application_fee: true }),
          }),
        },
        { idempotencyKey: refundKey },
      );
      return "requested";
    },
  };
}
