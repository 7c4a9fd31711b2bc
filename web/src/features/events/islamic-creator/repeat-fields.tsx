import Form from "antd/es/form";
import InputNumber from "antd/es/input-number";
import Select from "antd/es/select";
import { useI18n } from "../../../shared/i18n/i18n-context";
import type { RepeatKind } from "./repeat";
import type { Timing } from "./timing";

/** Whether the event repeats, and how many more times; each occurrence is an event of its own. */
export function RepeatFields() {
  const { t } = useI18n();
  const kind = Form.useWatch<RepeatKind | undefined>("repeat");
  const start = Form.useWatch<Timing | undefined>("start");
  return (
    <div className="form-row">
      <Form.Item name="repeat" label={t("ev.repeat")}>
        <Select
          options={[
            { value: "none", label: t("ev.repeat.none") },
            { value: "weekly", label: t("ev.repeat.weekly") },
            { value: "nightly", label: t("ev.repeat.nightly") },
          ]}
        />
      </Form.Item>
      {kind && kind !== "none" ? (
        <Form.Item
          name="repeatCount"
          label={t("ev.repeat.count")}
          extra={start?.mode === "prayer" ? t("ev.repeat.followsPrayer") : undefined}
        >
          <InputNumber min={1} max={kind === "weekly" ? 52 : 59} precision={0} className="full-width" />
        </Form.Item>
      ) : null}
    </div>
  );
}
