import type { TPaymentSucceeded } from "@mawid/contracts/payments";
import type { CommandMeta } from "@mawid/eventstore";
import type { Transaction } from "kysely";
import { recurringSchedule } from "../donation/recurring-dates.ts";
import { handleRecurringGiftCommand } from "./handle.ts";

/**
 * The first gift of a recurring donation was paid: its later dates are decided now (the same day
 * each month, or the coming last ten nights) and charged by the scheduler on their days. The gifts
 * the scheduler charges carry no recurrence of their own, so they start nothing.
 */
export async function startRecurringGift(
  trx: Transaction<unknown>,
  paid: TPaymentSucceeded,
  meta: CommandMeta,
): Promise<void> {
  const donation = paid.donation;
  if (!donation?.recurring || paid.orderId || paid.provider === "offline") return;
  await handleRecurringGiftCommand(
    trx,
    donation.donationId,
    {
      type: "StartRecurringGift",
      gift: {
        recurringGiftId: donation.donationId,
        firstPaymentId: paid.paymentId,
        organizationId: paid.organizationId,
        donorId: paid.payerId,
        amount: donation.amount,
        currency: paid.currency,
        fund: donation.fund,
        recurring: donation.recurring,
        anonymous: donation.anonymous,
        message: donation.message,
        giftAid: donation.giftAid,
        provider: paid.provider,
        dates: recurringSchedule(donation.recurring, paid.succeededAt.slice(0, 10)),
        startedAt: paid.succeededAt,
      },
    },
    meta,
  );
}
