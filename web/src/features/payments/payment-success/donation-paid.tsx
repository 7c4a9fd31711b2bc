import Result from "antd/es/result";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { ButtonLink } from "../../../shared/ui/button-link";
import { formatMoney } from "../../tickets/shared/money";
import type { CheckoutNote } from "../shared/checkout-note";
import { ReceiptButton } from "./receipt-button";

type DonationNote = Extract<CheckoutNote, { kind: "donation" }>;

/** A gift: thanks, the fund it went to, and where the receipt will come. */
export function DonationPaid({ note, paymentId }: { note: DonationNote; paymentId: string }) {
  const { t, locale } = useI18n();
  return (
    <Result
      className="payment-result"
      status="success"
      title={<h1 className="result-title">{t("pay.success.thanks")}</h1>}
      subTitle={
        <>
          <p>
            {t("pay.success.donationText", {
              amount: formatMoney(note.amount, note.currency, locale),
              fund: t(`donation.fund.${note.fund}`),
              organization: note.organizationName,
            })}
          </p>
          {note.recurring ? <p>{t(`pay.success.recurring.${note.recurring}`)}</p> : null}
          {note.giftAid ? <p>{t("pay.success.giftAid")}</p> : null}
          <p>{t("paymentSuccess.text")}</p>
        </>
      }
      extra={[
        <ButtonLink key="home" to="/" type="primary">
          {t("paymentSuccess.home")}
        </ButtonLink>,
        <ReceiptButton key="receipt" paymentId={paymentId} />,
      ]}
    />
  );
}
