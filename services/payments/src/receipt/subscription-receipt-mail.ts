import type { Kysely } from "kysely";
import type { PaymentsDatabase } from "../db/tables.ts";
import type { Mail } from "@mawid/service/mail";
import { money, type Receipt, receiptText } from "./receipt.ts";
import { receiptPdf } from "./receipt-pdf.ts";

const TIER_NAMES: Record<string, string> = { masjid: "Masjid plan", organization: "Organization plan" };

/**
 * The receipt of a subscription's paid period, from the platform to the organisation's owner: the
 * plan, the period, the amount, with the PDF attached. `paid` is the queued SubscriptionPeriodPaid.
 */
export async function subscriptionReceiptMail(
  db: Kysely<PaymentsDatabase>,
  to: string,
  paid: Record<string, string>,
): Promise<Mail> {
  const organization = await db
    .selectFrom("known_organizations")
    .select("name")
    .where("organization_id", "=", paid.organizationId!)
    .executeTakeFirst();
  const total = money(Number(paid.amount), paid.currency!);
  const period = [paid.periodStart, paid.periodEnd]
    .filter((d): d is string => Boolean(d))
    .map((d) => d.slice(0, 10))
    .join(" to ");
  const receipt: Receipt = {
    title: "Subscription receipt",
    organization: "Mawid",
    charity: null,
    lines: [
      {
        label: `${TIER_NAMES[paid.tier!] ?? paid.tier}, monthly${period ? ` (${period})` : ""}`,
        amount: total,
      },
    ],
    total,
    refunded: null,
    facts: [
      { label: "Receipt number", value: paid.paymentId! },
      { label: "Date", value: paid.paidAt!.slice(0, 10) },
      { label: "Organisation", value: organization?.name ?? paid.organizationId! },
      {
        label: "Paid by",
        value: paid.provider === "stripe" ? "Card (Stripe)" : "Test payment (no money moved)",
      },
      ...(paid.provider === "stripe" ? [{ label: "Stripe invoice", value: paid.periodId! }] : []),
    ],
    notes: [],
  };
  return {
    to,
    subject: `${receipt.title}: ${total} for ${TIER_NAMES[paid.tier!] ?? paid.tier}`,
    text: receiptText(receipt, null),
    attachments: [
      {
        filename: `receipt-${paid.paymentId}.pdf`,
        content: Buffer.from(await receiptPdf(receipt)),
        contentType: "application/pdf",
      },
    ],
  };
}
