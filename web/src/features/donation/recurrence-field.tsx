import type { TRecurrence } from "@mawid/contracts/payments";
import Radio from "antd/es/radio";
import { useI18n } from "../../shared/i18n/i18n-context";

export type RecurrenceChoice = TRecurrence | "once";

/** One-off, monthly, or one gift each of the last ten nights of Ramadan. */
export function RecurrenceField({
  value,
  onChange,
}: {
  value: RecurrenceChoice;
  onChange: (next: RecurrenceChoice) => void;
}) {
  const { t } = useI18n();
  const choices: RecurrenceChoice[] = ["once", "monthly", "last-ten-nights"];
  return (
    <fieldset className="plain-fieldset">
      <legend>{t("donation.recurrenceLabel")}</legend>
      <Radio.Group
        value={value}
        onChange={(e) => onChange(e.target.value as RecurrenceChoice)}
        options={choices.map((c) => ({ value: c, label: t(`donation.recurrence.${c}`) }))}
      />
    </fieldset>
  );
}
