import type { CommandMeta } from "@mawid/eventstore";
import type { Kysely, Transaction } from "kysely";
import type { PaymentsDatabase } from "../db/tables.ts";
import { handleDonationCommand } from "../donation/handle.ts";
import { startRecurringGift } from "../recurring/start-recurring-gift.ts";
import type { PaymentEvent } from "./decider.ts";
import { handlePaymentCommand } from "./handle.ts";

/**
 * The gift a succeeded payment carries is received into its fund, in the payment's transaction; the
 * first of a recurring gift starts its schedule.
 */
export async function receiveGift(
  trx: Transaction<unknown>,
  handled: { events: readonly PaymentEvent[] },
  meta: CommandMeta,
): Promise<void> {
  const paid = handled.events.find((e) => e.type === "PaymentSucceeded")?.data;
  if (!paid?.donation) return;
  const { donation } = paid;
  await handleDonationCommand(
    trx,
    donation.donationId,
    {
      type: "ReceiveDonation",
      donation: {
        donationId: donation.donationId,
        paymentId: paid.paymentId,
        organizationId: paid.organizationId,
        donorId: paid.payerId,
        orderId: paid.orderId,
        amount: donation.amount,
        currency: paid.currency,
        fund: donation.fund,
        recurring: donation.recurring,
        anonymous: donation.anonymous,
        message: donation.message,
        giftAid: donation.giftAid,
        receivedAt: paid.succeededAt,
      },
    },
    meta,
  );
  await startRecurringGift(trx, paid, meta);
}

/**
 * The money arrived: the payment succeeds, and the gift it carries is received into its fund, in one
 * transaction. Twice changes nothing.
 */
export async function completePayment(
  db: Kysely<PaymentsDatabase>,
  paymentId: string,
  providerRef: string | null,
  meta: CommandMeta,
) {
  return handlePaymentCommand(
    db,
    paymentId,
    { type: "CompletePayment", providerRef, at: meta.occurredAt.toISOString() },
    meta,
    (trx, handled) => receiveGift(trx, handled, meta),
  );
}
