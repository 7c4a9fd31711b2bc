import { useI18n } from "../../../shared/i18n/i18n-context";
import { formatMoney } from "../../tickets/shared/money";
import type { CheckoutNote } from "./checkout-note";

/** The amount of a payment and what it is for, as its checkout note says. */
export function PaymentFor({ note }: { note: CheckoutNote }) {
  const { t, locale } = useI18n();
  return (
    <dl className="payment-for">
      <dt>{t("pay.amount")}</dt>
      <dd dir="ltr">{formatMoney(note.amount, note.currency, locale)}</dd>
      <dt>{t("pay.for")}</dt>
      <dd>
        {note.kind === "order"
          ? t("pay.forOrder")
          : t("pay.forDonation", {
              fund: t(`donation.fund.${note.fund}`),
              organization: note.organizationName,
            })}
      </dd>
    </dl>
  );
}
