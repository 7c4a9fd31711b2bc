import Button from "antd/es/button";
import Card from "antd/es/card";
import Popconfirm from "antd/es/popconfirm";
import Skeleton from "antd/es/skeleton";
import type { TRecurringGift } from "@mawid/contracts/payments";
import { formatDualDate } from "../../shared/i18n/dates";
import { useI18n } from "../../shared/i18n/i18n-context";
import { PaymentError } from "../payments/shared/payment-error";
import { usePaymentErrorPolicy } from "../payments/shared/use-payment-error-policy";
import { formatMoney } from "../tickets/shared/money";
import { useCancelRecurringGift, useMyRecurringGifts } from "./recurring-gifts-api";

/** A calendar date (YYYY-MM-DD) at midday UTC, so no time zone moves it to another day. */
const calendarDay = (date: string) => new Date(`${date}T12:00:00Z`);

function RecurringGiftItem({ gift }: { gift: TRecurringGift }) {
  const { t, locale } = useI18n();
  const cancel = useCancelRecurringGift();
  const report = usePaymentErrorPolicy();
  const headingId = `recurring-gift-${gift.recurringGiftId}`;
  return (
    <li className="recurring-gift" aria-labelledby={headingId}>
      <h3 id={headingId} className="recurring-gift-title">
        <span dir="ltr">{formatMoney(gift.amount, gift.currency, locale)}</span>
        {" · "}
        {t(`donation.fund.${gift.fund}`)}
      </h3>
      <p className="recurring-gift-line">
        {t(`donation.recurrence.${gift.recurring}`)}
        {gift.organizationName ? (
          <>
            {" · "}
            <bdi>{gift.organizationName}</bdi>
          </>
        ) : null}
      </p>
      <p className="recurring-gift-line">
        {gift.status === "active" && gift.nextDate
          ? t("donation.recurringGifts.next", { date: formatDualDate(calendarDay(gift.nextDate), locale) })
          : t(`donation.recurringGifts.status.${gift.status}`)}
      </p>
      <p className="recurring-gift-line field-note">
        {t("donation.recurringGifts.paid", { paid: gift.paid, total: gift.total })}
        {gift.failed > 0 ? ` · ${t("donation.recurringGifts.failed", { count: gift.failed })}` : ""}
      </p>
      {gift.status === "active" ? (
        <Popconfirm
          title={t("donation.recurringGifts.confirm")}
          okText={t("donation.recurringGifts.cancel")}
          cancelText={t("donation.recurringGifts.keep")}
          onConfirm={() =>
            cancel.mutate(gift.recurringGiftId, {
              onError: (error) => report(error, { fallback: "donation.recurringGifts.cancelFailed" }),
            })
          }
        >
          <Button danger loading={cancel.isPending}>
            {t("donation.recurringGifts.cancel")}
          </Button>
        </Popconfirm>
      ) : null}
    </li>
  );
}

/** The signed-in donor's recurring gifts: what each gives, its next date, and a way to stop it. */
export function RecurringGifts() {
  const { t } = useI18n();
  const gifts = useMyRecurringGifts();
  let body: React.ReactNode;
  if (gifts.isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (gifts.isError) body = <PaymentError error={gifts.error} />;
  else if (gifts.data.items.length === 0) return null;
  else
    body = (
      <ul className="recurring-gifts">
        {gifts.data.items.map((gift) => (
          <RecurringGiftItem key={gift.recurringGiftId} gift={gift} />
        ))}
      </ul>
    );
  return (
    <Card
      className="recurring-gifts-card"
      title={<h2 className="card-title">{t("donation.recurringGifts.title")}</h2>}
    >
      <div aria-busy={gifts.isPending}>{body}</div>
    </Card>
  );
}
