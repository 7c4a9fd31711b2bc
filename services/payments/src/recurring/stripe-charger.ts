import type { Kysely } from "kysely";
import Stripe from "stripe";
import type { PaymentsDatabase } from "../db/tables.ts";
import type { ChargeResult, RecurringCharger } from "./charger.ts";

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === "string" ? ref : (ref?.id ?? null);

/**
 * A refusal that stays a refusal when asked again: the card's issuer or Stripe said no. An off-session
 * charge the bank wants authenticated fails with `authentication_required` (as the error's code or its
 * decline code): only the donor, present, can pay it.
 */
function declined(error: unknown): ChargeResult | null {
  if (
    !(
      error instanceof Stripe.errors.StripeCardError ||
      error instanceof Stripe.errors.StripeInvalidRequestError
    )
  )
    return null;
  const authenticationRequired =
    error.code === "authentication_required" || error.decline_code === "authentication_required";
  if (error instanceof Stripe.errors.StripeInvalidRequestError && !authenticationRequired) return null;
  return {
    status: "declined",
    reason: error.message,
    ...(authenticationRequired && { authenticationRequired }),
  };
}

/**
 * Stripe: the first gift's Checkout Session saved the card (setup_future_usage off_session) on a
 * customer; each later date is an off-session PaymentIntent confirmed at once on that card.
 */
export function stripeCharger(stripe: Stripe, db: Kysely<PaymentsDatabase>): RecurringCharger {
  return {
    provider: "stripe",
    async charge(request) {
      const first = await db
        .selectFrom("payments")
        .select("provider_ref")
        .where("payment_id", "=", request.firstPaymentId)
        .executeTakeFirst();
      if (!first?.provider_ref) return { status: "declined", reason: "The first gift's card is not known" };
      const firstIntent = await stripe.paymentIntents.retrieve(first.provider_ref);
      const customer = idOf(firstIntent.customer);
      const paymentMethod = idOf(firstIntent.payment_method);
      if (!customer || !paymentMethod)
        return { status: "declined", reason: "The first gift's card was not saved for later gifts" };
      try {
        let intent = await stripe.paymentIntents.create(
          {
            amount: request.amount,
            currency: request.currency.toLowerCase(),
            customer,
            payment_method: paymentMethod,
            off_session: true,
            confirm: true,
            description: request.description,
            metadata: {
              paymentId: request.paymentId,
              recurringGiftId: request.recurringGiftId,
              date: request.date,
            },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        // A resumed attempt gets the first answer again: its intent may have moved on since.
        if (intent.status === "processing") intent = await stripe.paymentIntents.retrieve(intent.id);
        if (intent.status === "succeeded") return { status: "succeeded", providerRef: intent.id };
        if (intent.status === "processing") throw new Error(`PaymentIntent ${intent.id} is still processing`);
        const code = intent.last_payment_error?.code ?? intent.last_payment_error?.decline_code;
        return {
          status: "declined",
          reason: intent.last_payment_error?.message ?? `The charge is ${intent.status}`,
          ...((code === "authentication_required" || intent.status === "requires_action") && {
            authenticationRequired: true,
          }),
        };
      } catch (error) {
        const refusal = declined(error);
        if (refusal) return refusal;
        throw error;
      }
    },
  };
}
