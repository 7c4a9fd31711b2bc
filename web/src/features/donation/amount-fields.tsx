import InputNumber from "antd/es/input-number";
import Radio from "antd/es/radio";
import Select from "antd/es/select";
import { useId } from "react";
import { useI18n } from "../../shared/i18n/i18n-context";
import { formatMoney, minorPerMajor } from "../tickets/shared/money";

const AMOUNTS = [10, 25, 50, 100] as const;
export const CURRENCIES = ["GBP", "USD", "EUR", "CAD", "AUD"] as const;

/** The amount (a suggestion or any other) and its currency. */
export function AmountFields({
  amount,
  currency,
  invalid,
  onAmount,
  onCurrency,
}: {
  amount: number;
  currency: string;
  invalid: boolean;
  onAmount: (amount: number) => void;
  onCurrency: (currency: string) => void;
}) {
  const { t, locale } = useI18n();
  const otherId = useId();
  const currencyId = useId();
  const perMajor = minorPerMajor(currency);
  return (
    <>
      <fieldset className="plain-fieldset">
        <legend>{t("donation.amountLabel")}</legend>
        <Radio.Group
          className="amount-choices"
          value={AMOUNTS.includes(amount as (typeof AMOUNTS)[number]) ? amount : null}
          onChange={(e) => onAmount(e.target.value as number)}
          optionType="button"
          buttonStyle="solid"
          size="large"
          options={AMOUNTS.map((a) => ({
            value: a,
            label: <span dir="ltr">{formatMoney(a * perMajor, currency, locale)}</span>,
          }))}
        />
      </fieldset>
      <div className="action-row">
        <div className="calc-field">
          <label htmlFor={currencyId}>{t("donation.currencyLabel")}</label>
          <Select
            id={currencyId}
            size="large"
            value={currency}
            onChange={onCurrency}
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
        </div>
        <div className="calc-field">
          <label htmlFor={otherId}>{t("donation.otherAmount")}</label>
          <InputNumber
            id={otherId}
            min={1}
            precision={perMajor === 1 ? 0 : 2}
            value={amount}
            status={invalid ? "error" : undefined}
            aria-invalid={invalid || undefined}
            onChange={(v) => onAmount(typeof v === "number" ? v : 0)}
            size="large"
            style={{ inlineSize: "100%" }}
          />
        </div>
      </div>
    </>
  );
}
