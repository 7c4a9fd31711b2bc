import { FUNDS, type TDonationSummary } from "@mawid/contracts/payments";
import Card from "antd/es/card";
import Skeleton from "antd/es/skeleton";
import { lazy, Suspense } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { formatMoney, minorPerMajor } from "../../tickets/shared/money";
import { PaymentError } from "../shared/payment-error";
import { ChartBoundary } from "./chart-boundary";
import { useDonationSummary } from "./finance-queries";

const FundChart = lazy(() => import("./fund-chart"));

/** Donations per fund: the chart for the eye, the table with the same figures for everyone. */
export function FundSummary({ organizationId }: { organizationId: string }) {
  const { t } = useI18n();
  const summary = useDonationSummary(organizationId);
  return (
    <Card title={<h2 className="card-title">{t("finance.byFund")}</h2>}>
      {summary.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : summary.isError ? (
        <PaymentError error={summary.error} />
      ) : (
        <FundFigures summary={summary.data} />
      )}
    </Card>
  );
}

function FundFigures({ summary }: { summary: TDonationSummary }) {
  const { t, locale } = useI18n();
  const { currency, byFund } = summary;
  const perMajor = minorPerMajor(currency);
  const axis = new Intl.NumberFormat(locale, { style: "currency", currency, notation: "compact" });
  const bars = FUNDS.map((f) => ({ fund: t(`donation.fund.${f}`), amount: byFund[f] / perMajor }));
  return (
    <>
      {/* with nothing given yet there is nothing to draw: the table says so */}
      {bars.some((b) => b.amount > 0) ? (
        <ChartBoundary>
          <Suspense fallback={<Skeleton.Node active className="fund-chart" />}>
            <FundChart
              bars={bars}
              format={(amount) => formatMoney(amount * perMajor, currency, locale)}
              axisFormat={(amount) => axis.format(amount)}
            />
          </Suspense>
        </ChartBoundary>
      ) : null}
      <table className="money-table">
        <caption className="visually-hidden">{t("finance.byFundCaption", { currency })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("finance.fund")}</th>
            <th scope="col" className="num">
              {t("finance.received")}
            </th>
          </tr>
        </thead>
        <tbody>
          {FUNDS.map((f) => (
            <tr key={f}>
              <th scope="row">{t(`donation.fund.${f}`)}</th>
              <td dir="ltr">{formatMoney(byFund[f], currency, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
