import type { TDonationFund, TOrderAddOnLine, TOrderLine, TOrderTotals } from "@mawid/contracts/ticketing";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { formatMoney } from "./money";

/**
 * The money of an order line by line: each ticket line, its promo discount and its fee beside it
 * (added for the buyer, or noted as the host's), add-ons, the donation apart, and the total those
 * lines add up to.
 */
export function OrderSummary({
  lines,
  totals,
  fund,
  addOns = [],
  promoCode = null,
}: {
  lines: readonly TOrderLine[];
  totals: TOrderTotals;
  fund: TDonationFund | null;
  addOns?: readonly TOrderAddOnLine[];
  promoCode?: string | null;
}) {
  const { t, locale } = useI18n();
  const money = (minor: number) => formatMoney(minor, totals.currency, locale);
  return (
    <table className="order-summary">
      <caption>{t("tk.sum.title")}</caption>
      <tbody>
        {lines.flatMap((line) => {
          const rows = [
            <tr key={line.ticketTypeId}>
              <th scope="row">{t("tk.sum.line", { quantity: line.quantity, name: line.name })}</th>
              <td>{line.unitPrice === 0 ? t("tk.free") : money(line.quantity * line.unitPrice)}</td>
            </tr>,
          ];
          if (line.unitDiscount > 0) {
            rows.push(
              <tr key={`${line.ticketTypeId}-discount`} className="fee-row">
                <th scope="row">{t("tk.sum.discount", { code: promoCode ?? "" })}</th>
                <td>−{money(line.quantity * line.unitDiscount)}</td>
              </tr>,
            );
          }
          if (line.unitFee > 0) {
            const fee = t("tk.sum.fee", { quantity: line.quantity, fee: money(line.unitFee) });
            rows.push(
              line.feePaidBy === "buyer" ? (
                <tr key={`${line.ticketTypeId}-fee`} className="fee-row">
                  <th scope="row">{fee}</th>
                  <td>{money(line.quantity * line.unitFee)}</td>
                </tr>
              ) : (
                <tr key={`${line.ticketTypeId}-fee`} className="fee-row muted">
                  <th scope="row">{fee}</th>
                  <td>{t("tk.sum.feeByHost")}</td>
                </tr>
              ),
            );
          }
          return rows;
        })}
        {addOns.map((addOn) => (
          <tr key={addOn.addOnId}>
            <th scope="row">{t("tk.sum.line", { quantity: addOn.quantity, name: addOn.name })}</th>
            <td>{money(addOn.total)}</td>
          </tr>
        ))}
        {totals.donation > 0 ? (
          <tr>
            <th scope="row">
              {fund ? t("tk.sum.donationTo", { fund: t(`tk.fund.${fund}`) }) : t("tk.sum.donation")}
            </th>
            <td>{money(totals.donation)}</td>
          </tr>
        ) : null}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t("tk.sum.total")}</th>
          <td>{totals.total === 0 ? t("tk.free") : money(totals.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
