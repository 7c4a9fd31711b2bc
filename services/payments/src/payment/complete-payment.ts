import type { CommandMeta } from "@mawid/eventstore";
import type { Kysely } from "kysely";
import type { PaymentsDatabase } from "../db/tables.ts";
import { handleDonationCommand } from "../donation/handle.ts";
import { handlePaymentCommand } from "./handle.ts";

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
  const at = meta.occurredAt.toISOString();
  return handlePaymentCommand(
    db,
    paymentId,
    { type: "CompletePayment", providerRef, at },
    meta,
    async (trx, handled) => {
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
            paymentId,
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
            receivedAt: at,
          },
        },
        meta,
      );
    },
  );
}
