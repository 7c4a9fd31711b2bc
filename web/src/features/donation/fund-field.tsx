import { FUNDS, type TFund } from "@mawid/contracts/payments";
import Radio from "antd/es/radio";
import { useId } from "react";
import { useI18n } from "../../shared/i18n/i18n-context";

/** The eight funds, each kept apart; zakat's note says why it never joins another. */
export function FundField({ value, onChange }: { value: TFund; onChange: (fund: TFund) => void }) {
  const { t } = useI18n();
  const noteId = useId();
  return (
    <fieldset className="plain-fieldset" aria-describedby={noteId}>
      <legend>{t("donation.fundLabel")}</legend>
      <Radio.Group
        className="fund-options"
        value={value}
        onChange={(e) => onChange(e.target.value as TFund)}
        options={FUNDS.map((f) => ({ value: f, label: t(`donation.fund.${f}`) }))}
      />
      <p id={noteId} className="field-note">
        {t("donation.zakatApart")}
      </p>
    </fieldset>
  );
}
