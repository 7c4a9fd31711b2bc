import Input from "antd/es/input";
import { useId } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";

/** A promo code sent with the order; the service decides its discount, shown on the placed order. */
export function PromoCodeField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="promo-code-field">
      <label htmlFor={id}>{t("tk.reg.promoCode")}</label>
      <Input
        id={id}
        value={value}
        maxLength={32}
        dir="ltr"
        autoComplete="off"
        aria-describedby={`${id}-note`}
        onChange={(e) => onChange(e.target.value)}
      />
      <span id={`${id}-note`} className="small muted">
        {t("tk.reg.promoNote")}
      </span>
    </div>
  );
}
