import { FUNDS } from "@mawid/contracts/payments";
import Card from "antd/es/card";
import Empty from "antd/es/empty";
import Skeleton from "antd/es/skeleton";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { formatMoney } from "../../tickets/shared/money";
import { PaymentError } from "../shared/payment-error";
import { usePayouts } from "./finance-queries";

/** What the platform owes the organisation, per currency: for tickets, and each fund kept apart. */
export function PayoutsCard({ organizationId }: { organizationId: string }) {
  const { t, locale } = useI18n();
  const payouts = usePayouts(organizationId);
  let body: React.ReactNode;
  if (payouts.isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (payouts.isError) body = <PaymentError error={payouts.error} />;
  else if (payouts.data.balances.length === 0) body = <Empty description={t("finance.noBalance")} />;
  else
    body = payouts.data.balances.map((b) => {
      const money = (minor: number) => formatMoney(minor, b.currency, locale);
      return (
        <table key={b.currency} className="money-table">
          <caption>{t("finance.balanceIn", { currency: b.currency })}</caption>
          <tbody>
            <tr>
              <th scope="row">{t("finance.tickets")}</th>
              <td dir="ltr">{money(b.tickets)}</td>
            </tr>
            {FUNDS.filter((f) => b.byFund[f] !== 0).map((f) => (
              <tr key={f}>
                <th scope="row">{t(`donation.fund.${f}`)}</th>
                <td dir="ltr">{money(b.byFund[f])}</td>
              </tr>
            ))}
            {b.collected !== 0 ? (
              <tr>
                <th scope="row">{t("pay.finance.collected")}</th>
                <td dir="ltr">{money(-b.collected)}</td>
              </tr>
            ) : null}
            {b.paidByStripe !== 0 ? (
              <tr>
                <th scope="row">{t("connect.paidByStripe")}</th>
                <td dir="ltr">{money(b.paidByStripe)}</td>
              </tr>
            ) : null}
            <tr className="money-total">
              <th scope="row">{t("finance.total")}</th>
              <td dir="ltr">{money(b.total)}</td>
            </tr>
          </tbody>
        </table>
      );
    });
  return <Card title={<h2 className="card-title">{t("finance.payouts")}</h2>}>{body}</Card>;
}
