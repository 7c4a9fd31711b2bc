import type { Kysely } from "kysely";
import type { TPaymentItem, TPaymentView } from "@mawid/contracts/payments";
import { currencyExponent } from "@mawid/contracts/platform";
import type { PaymentsDatabase } from "../db/tables.ts";
import { paymentView, type PaymentRow } from "../payment/view.ts";
import { benefitOf } from "./benefit.ts";

/** A receipt's words and figures, the same in the e-mail and the PDF. */
export interface Receipt {
  title: string;
  /** The organisation as identity announced it. */
  organization: string;
  /** Its charity name and registration number, when its owners or admins have set them. */
  charity: string | null;
  lines: { label: string; amount: string }[];
  total: string;
  /** Set once part or all of it was given back. */
  refunded: string | null;
  facts: { label: string; value: string }[];
  notes: string[];
}

/** Minor units as the currency writes them, e.g. "USD 53.26", "JPY 6152". */
export function money(minor: number, currency: string): string {
  const exponent = currencyExponent(currency);
  const sign = minor < 0 ? "-" : "";
  const digits = String(Math.abs(minor)).padStart(exponent + 1, "0");
  const whole = exponent === 0 ? digits : digits.slice(0, -exponent);
  const fraction = exponent === 0 ? "" : `.${digits.slice(-exponent)}`;
  return `${currency} ${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${fraction}`;
}

export const FUND_NAMES: Record<string, string> = {
  zakat: "Zakat",
  sadaqah: "Sadaqah",
  lillah: "Lillah",
  fidya: "Fidya",
  kaffarah: "Kaffarah",
  "zakat-al-fitr": "Zakat al-Fitr",
  general: "General fund",
  "building-fund": "Building fund",
};

function itemLabel(item: TPaymentItem): string {
  switch (item.kind) {
    case "tickets":
      return `${item.quantity} x ${item.label || "Tickets"}`;
    case "add-ons":
      return "Add-ons";
    case "fees":
      return "Booking fees";
    case "donation":
      return `Donation: ${FUND_NAMES[item.label] ?? item.label}`;
  }
}

function paidBy(view: TPaymentView): string {
  if (view.offline?.method === "cash") return "Cash, taken by the organisation";
  if (view.offline)
    return `Bank transfer to the organisation${view.offline.reference ? ` (${view.offline.reference})` : ""}`;
  return view.provider === "stripe" ? "Card (Stripe)" : "Test payment (no money moved)";
}

/** "Registered charity: Al-Noor Trust (no. 1123456)": identity takes no number without its name. */
function charityLine(name: string | null, number: string | null): string | null {
  if (!name) return null;
  return `Registered charity: ${name}${number ? ` (no. ${number})` : ""}`;
}

/** The receipt of a payment that succeeded (and may since have been refunded). */
export async function receiptOf(db: Kysely<PaymentsDatabase>, payment: PaymentRow): Promise<Receipt> {
  const view = await paymentView(db, payment);
  const charity = await db
    .selectFrom("known_organizations")
    .select(["charity_name", "charity_number"])
    .where("organization_id", "=", payment.organization_id)
    .executeTakeFirst();
  const gift = payment.donation;
  const date = (view.succeededAt ?? view.startedAt).slice(0, 10);
  const notes: string[] = [];
  const benefit = await benefitOf(db, payment);
  // US: what the payer may deduct is what they paid less what they received (and the booking fees).
  const deductible = benefit
    ? Math.max(0, view.amount - view.refunded - (payment.breakdown?.fees ?? 0) - benefit.value)
    : null;
  if (benefit && deductible !== null) {
    notes.push(
      `In return for this payment the organisation provided goods or services (${benefit.items.join(", ")}) with a fair-market value of ${money(benefit.value, view.currency)}. The amount deductible as a charitable contribution is what was paid less that value and the booking fees: ${money(deductible, view.currency)}.`,
    );
  } else if (gift) notes.push("No goods or services were provided in return for the donation.");
  if (gift?.giftAid) {
    notes.push(
      `Gift Aid declared by ${gift.giftAid.fullName} on ${gift.giftAid.date}: the organisation may claim 25p for every pound given.`,
    );
  }
  return {
    title: gift && !view.orderId ? "Donation receipt" : "Payment receipt",
    organization: view.organizationName ?? "The organisation",
    charity: charityLine(charity?.charity_name ?? null, charity?.charity_number ?? null),
    lines: view.items.map((item) => ({ label: itemLabel(item), amount: money(item.amount, view.currency) })),
    total: money(view.amount, view.currency),
    refunded: view.refunded > 0 ? money(view.refunded, view.currency) : null,
    facts: [
      { label: "Receipt number", value: view.paymentId },
      { label: "Date", value: date },
      { label: "Paid by", value: paidBy(view) },
      ...(view.orderId ? [{ label: "Order", value: view.orderId }] : []),
      ...(benefit && deductible !== null
        ? [
            {
              label: "Fair-market value of goods or services received",
              value: money(benefit.value, view.currency),
            },
            { label: "Deductible amount", value: money(deductible, view.currency) },
          ]
        : []),
    ],
    notes,
  };
}

/** The receipt as plain text, for the e-mail. */
export function receiptText(receipt: Receipt, pdfUrl: string | null): string {
  return [
    `${receipt.title} from ${receipt.organization}`,
    ...(receipt.charity ? [receipt.charity] : []),
    "",
    ...receipt.lines.map((l) => `${l.label}: ${l.amount}`),
    `Total paid: ${receipt.total}`,
    ...(receipt.refunded ? [`Refunded: ${receipt.refunded}`] : []),
    "",
    ...receipt.facts.map((f) => `${f.label}: ${f.value}`),
    ...(receipt.notes.length > 0 ? ["", ...receipt.notes] : []),
    "",
    pdfUrl
      ? `The receipt as a PDF is attached, and always at ${pdfUrl}`
      : "The receipt as a PDF is attached.",
    "JazakAllahu khayran.",
  ].join("\n");
}
