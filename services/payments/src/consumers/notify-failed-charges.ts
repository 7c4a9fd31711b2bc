import { on } from "@mawid/bus";
import { RecurringChargeFailedV1 } from "@mawid/contracts/payments";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import { paymentsDb } from "../db/tables.ts";
import { queueMail } from "../mail/queue.ts";

/**
 * A recurring gift's date that could not be charged (declined, or the bank wants the donor to
 * authenticate it): the donor is e-mailed on its first failed attempt (when it will be tried again,
 * and the way to stop the gift) and once more when it is given up (the way back to /donation to give
 * that date by hand). Only a given-up date is offered by hand, so no retry can take it twice. A
 * retried date's later failures and redelivered news send nothing more; a donor identity has not
 * announced gets nothing: there is no address.
 */
export function notifyFailedChargesConsumer(): ConsumerDefinition {
  return defineConsumer("payments.failed-charge-notices", [
    on(RecurringChargeFailedV1, async (trx, failed, meta) => {
      const db = paymentsDb(trx);
      const gift = await db
        .selectFrom("recurring_gifts")
        .innerJoin("known_users", "known_users.user_id", "recurring_gifts.donor_id")
        .leftJoin(
          "known_organizations",
          "known_organizations.organization_id",
          "recurring_gifts.organization_id",
        )
        .select([
          "known_users.email",
          "recurring_gifts.organization_id",
          "recurring_gifts.amount",
          "recurring_gifts.currency",
          "recurring_gifts.fund",
          "recurring_gifts.recurring",
          "known_organizations.name",
        ])
        .where("recurring_gifts.recurring_gift_id", "=", failed.recurringGiftId)
        .executeTakeFirst();
      if (!gift) return;
      await queueMail(db, {
        // The date's retried attempts land on its first notice; its giving up has a notice of its own.
        mailId: `recurring-charge-failed:${failed.recurringGiftId}:${failed.date}${failed.retryAt ? "" : ":given-up"}`,
        kind: "recurring-charge-failed",
        recipient: gift.email,
        payload: {
          recurringGiftId: failed.recurringGiftId,
          date: failed.date,
          reason: failed.reason,
          authenticationRequired: String(failed.authenticationRequired === true),
          retryAt: failed.retryAt ?? "",
          organizationId: gift.organization_id,
          organization: gift.name ?? "",
          amount: String(gift.amount),
          currency: gift.currency,
          fund: gift.fund,
          recurring: gift.recurring,
        },
        createdAt: new Date(meta.occurredAt),
      });
    }),
  ]);
}
