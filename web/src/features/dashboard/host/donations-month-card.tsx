import type { TOrganizationDashboard } from "@mawid/contracts/analytics";
import { FUNDS, type TFund } from "@mawid/contracts/payments";
import Card from "antd/es/card";
import Empty from "antd/es/empty";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { formatMoney } from "../../tickets/shared/money";

/** Zakat, sadaqah and lillah are spent under different rules, so each always has its own row. */
const ALWAYS_SHOWN: readonly TFund[] = ["zakat", "sadaqah", "lillah"];

type Donations = TOrganizationDashboard["donationsThisMonth"];

/** This month's gifts per fund, one table per currency. */
export function DonationsMonthCard({ donations }: { donations: Donations }) {
  const { t, locale } = useI18n();
  return (
    <Card title={<h2 className="card-heading">{t("db.donationsThisMonth")}</h2>} className="dashboard-card">
      {donations.length === 0 ? (
        <Empty description={t("db.noDonations")} />
      ) : (
        donations.map(({ currency, byFund }) => (
          <table key={currency} className="money-table">
            <caption>{t("db.donationsIn", { currency })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("finance.fund")}</th>
                <th scope="col" className="num">
                  {t("finance.received")}
                </th>
              </tr>
            </thead>
            <tbody>
              {FUNDS.filter((f) => ALWAYS_SHOWN.includes(f) || byFund[f] !== 0).map((f) => (
                <tr key={f}>
                  <th scope="row">{t(`donation.fund.${f}`)}</th>
                  <td dir="ltr">{formatMoney(byFund[f], currency, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))
      )}
    </Card>
  );
}
