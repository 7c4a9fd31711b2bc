import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { useRequired } from "../../events/shared/use-required";

/** The contract's limit on phases per ticket type. */
const MAX_PHASES = 5;

/**
 * Early bird and later prices, in order: each phase's price until its date (on the event's clock) or
 * until so many tickets are sold; after the last, the ticket type's own price. The contract checks
 * that each phase ends, and ends after the one before it.
 */
export function PricePhasesFields({ timeZone }: { timeZone: string }) {
  const { t } = useI18n();
  const required = useRequired();
  return (
    <fieldset className="price-phases">
      <legend>{t("tk.phase.title")}</legend>
      <p className="muted">{t("tk.phase.note")}</p>
      <Form.List name="pricePhases">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => (
              <fieldset key={field.key} className="price-phase">
                <legend>{t("tk.phase.label", { n: i + 1 })}</legend>
                <div className="form-row">
                  <Form.Item name={[field.name, "price"]} label={t("tk.phase.price")} rules={[required]}>
                    <InputNumber min={0} className="full-width" />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, "until"]}
                    label={t("tk.phase.until")}
                    extra={t("tk.host.zone", { zone: timeZone })}
                  >
                    <Input type="datetime-local" />
                  </Form.Item>
                  <Form.Item name={[field.name, "untilSold"]} label={t("tk.phase.untilSold")}>
                    <InputNumber min={1} precision={0} className="full-width" />
                  </Form.Item>
                </div>
                <Button onClick={() => remove(field.name)}>{t("tk.phase.remove", { n: i + 1 })}</Button>
              </fieldset>
            ))}
            {fields.length < MAX_PHASES ? (
              <Button onClick={() => add({})} className="spaced">
                {t("tk.phase.add")}
              </Button>
            ) : null}
          </>
        )}
      </Form.List>
    </fieldset>
  );
}
