import { useI18n } from "../../../shared/i18n/i18n-context";
import { PromoDiscount, PromoStatusTag, PromoUses, PromoWindow } from "./promo-code-facts";
import { EndCodeButton } from "./end-code-button";
import { CopyCodeButton } from "./copy-code-button";
import { PromoCodeText } from "./promo-code-text";
import type { PromoCodeRow } from "./promo-code-status";

interface Props {
  eventId: string;
  codes: readonly PromoCodeRow[];
  currency: string | null;
  timeZone: string;
}

/** The event's codes on a wide screen: a row per code, the code heading it. */
export function PromoCodeTable({ eventId, codes, currency, timeZone }: Props) {
  const { t } = useI18n();
  return (
    <div className="table-scroll">
      <table className="plain-table promo-code-table">
        <thead>
          <tr>
            <th scope="col">{t("tk.promo.code")}</th>
            <th scope="col">{t("tk.promo.kind")}</th>
            <th scope="col">{t("tk.promo.uses")}</th>
            <th scope="col">{t("tk.promo.validity")}</th>
            <th scope="col">{t("tk.promo.status")}</th>
          </tr>
        </thead>
        <tbody>
          {codes.map(({ code, status }) => (
            <tr key={code.id}>
              <th scope="row">
                <span className="promo-code-name">
                  <PromoCodeText code={code.code} />
                  <CopyCodeButton code={code.code} />
                </span>
              </th>
              <td>
                <PromoDiscount code={code} currency={currency} />
              </td>
              <td>
                <PromoUses code={code} />
              </td>
              <td>
                <PromoWindow code={code} timeZone={timeZone} />
              </td>
              <td>
                <span className="promo-status">
                  <PromoStatusTag status={status} />
                  {status === "ended" ? null : (
                    <EndCodeButton eventId={eventId} promoCodeId={code.id} code={code.code} />
                  )}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
