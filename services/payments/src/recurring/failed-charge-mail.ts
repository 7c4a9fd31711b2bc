import type { Mail } from "@mawid/service/mail";
import { FUND_NAMES, money } from "../receipt/receipt.ts";

/**
 * The donor's notice of a recurring gift's date that was not charged: what, when and why, and whether
 * it will be tried again. While it will be, the donor need do nothing (only stopping the gift is
 * offered); once given up, the link to /donation (the organisation chosen) gives it by hand. `failed`
 * is the queued notice.
 */
export function failedChargeMail(publicUrl: string, to: string, failed: Record<string, string>): Mail {
  const fund = FUND_NAMES[failed.fund!] ?? failed.fund;
  const amount = money(Number(failed.amount), failed.currency!);
  const organization = failed.organization || "the organisation";
  const link = `${publicUrl.replace(/\/+$/, "")}/donation?organization=${encodeURIComponent(failed.organizationId!)}`;
  const authentication = failed.authenticationRequired === "true";
  const next = failed.retryAt
    ? [
        `We will try again on ${failed.retryAt.slice(0, 10)}: you need do nothing for this date.`,
        `To stop the recurring gift, open ${link}`,
      ]
    : [
        authentication
          ? "We will not try this date again: only you can confirm it with your bank, by giving it yourself."
          : "We will not try this date again.",
        `To give this date's gift yourself, or to stop the recurring gift, open ${link}`,
      ];
  return {
    to,
    subject: authentication
      ? `Your bank asks you to confirm your ${fund} gift to ${organization}`
      : `Your ${fund} gift to ${organization} could not be taken`,
    text: [
      "Assalamu alaikum,",
      "",
      authentication
        ? `Your bank wants you to confirm the ${fund} gift of ${amount} to ${organization} due on ${failed.date}, so it was not taken while you were away.`
        : `The ${fund} gift of ${amount} to ${organization} due on ${failed.date} could not be taken: ${failed.reason}`,
      ...next,
      "",
      "Your other dates are not affected.",
      "",
      "JazakAllahu khayran.",
    ].join("\n"),
  };
}
