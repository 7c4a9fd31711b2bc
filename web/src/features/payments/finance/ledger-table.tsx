import Card from "antd/es/card";
import Empty from "antd/es/empty";
import Skeleton from "antd/es/skeleton";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { formatMoney } from "../../tickets/shared/money";
import { PaymentError } from "../shared/payment-error";
import { useLedger } from "./finance-queries";

/**
 * The ledger's entries, newest first: debits positive, credits negative, as the ledger keeps them.
 * What Stripe paid a connected account straight from a charge is marked as such.
 */
export function LedgerTable({ organizationId }: { organizationId: string }) {
  const { t, locale } = useI18n();
  const ledger = useLedger(organizationId);
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  let body: React.ReactNode;
  if (ledger.isPending) body = <Skeleton active paragraph={{ rows: 5 }} />;
  else if (ledger.isError) body = <PaymentError error={ledger.error} />;
  else if (ledger.data.entries.length === 0) body = <Empty description={t("finance.noEntries")} />;
  else
    body = (
      <div className="table-scroll">
        <table className="money-table">
          <caption className="visually-hidden">{t("finance.ledger")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("finance.when")}</th>
              <th scope="col">{t("finance.account")}</th>
              <th scope="col" className="num">
                {t("finance.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {ledger.data.entries.map((e) => (
              <tr key={`${e.transactionId}-${e.account}-${e.fund ?? ""}`}>
                <td>{dateTime.format(new Date(e.recordedAt))}</td>
                <td>
                  {t(`finance.account.${e.account}`)}
                  {e.fund ? ` · ${t(`donation.fund.${e.fund}`)}` : ""}
                  {e.transactionId.startsWith("transfer:") ? ` · ${t("connect.ledgerTransfer")}` : ""}
                </td>
                <td dir="ltr">{formatMoney(e.amount, e.currency, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return <Card title={<h2 className="card-title">{t("finance.ledger")}</h2>}>{body}</Card>;
}
