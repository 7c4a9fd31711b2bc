import { type TDonationFund, ZDonationFund } from "@mawid/contracts/ticketing";
import InputNumber from "antd/es/input-number";
import Radio from "antd/es/radio";
import { useId } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { minorPerMajor, toMinor } from "../shared/money";

export interface DonationChoice {
  amount: number;
  fund: TDonationFund;
}

/** An optional gift with the order, to the fund the giver names, counted apart from the tickets. */
export function DonationFields({
  value,
  currency,
  onChange,
}: {
  value: DonationChoice;
  currency: string;
  onChange: (value: DonationChoice) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <fieldset className="donation-fields">
      <legend>{t("tk.don.title")}</legend>
      <p className="muted small">{t("tk.don.note")}</p>
      <label htmlFor={`${id}-amount`}>{t("tk.don.amount", { currency })}</label>
      <InputNumber
        id={`${id}-amount`}
        min={0}
        step={5}
        value={value.amount / minorPerMajor(currency)}
        onChange={(amount) => onChange({ ...value, amount: toMinor(amount ?? 0, currency) })}
      />
      <Radio.Group
        aria-label={t("tk.don.fund")}
        value={value.fund}
        onChange={(e) => onChange({ ...value, fund: e.target.value as TDonationFund })}
        options={ZDonationFund.options.map((fund) => ({ value: fund, label: t(`tk.fund.${fund}`) }))}
      />
    </fieldset>
  );
}
