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

/** The event's codes on a phone: a card per code, its facts as a term list. */
export function PromoCodeCards({ eventId, codes, currency, timeZone }: Props) {
  const { t } = useI18n();
  return (
    <ul className="item-cards">
      {codes.map(({ code, status }) => (
        <li key={code.id} className="item-card promo-code-card">
          <div className="promo-code-name">
            <h3>
              <PromoCodeText code={code.code} />
            </h3>
            <CopyCodeButton code={code.code} />
          </div>
          <dl>
            <dt>{t("tk.promo.kind")}</dt>
            <dd>
              <PromoDiscount code={code} currency={currency} />
            </dd>
            <dt>{t("tk.promo.uses")}</dt>
            <dd>
              <PromoUses code={code} />
            </dd>
            <dt>{t("tk.promo.validity")}</dt>
            <dd>
              <PromoWindow code={code} timeZone={timeZone} />
            </dd>
            <dt>{t("tk.promo.status")}</dt>
            <dd>
              <span className="promo-status">
                <PromoStatusTag status={status} />
                {status === "ended" ? null : (
                  <EndCodeButton eventId={eventId} promoCodeId={code.id} code={code.code} />
                )}
              </span>
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
