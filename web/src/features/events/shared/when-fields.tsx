import Form from "antd/es/form";
import Input from "antd/es/input";
import type { ReactNode } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { venueInstant } from "./event-form-values";
import { TimeZoneSelect } from "./time-zone-select";
import { useRequired } from "./use-required";

/** Start and end on the venue's clock, in its time zone. `startSlot`/`endSlot` replace the clock inputs. */
export function WhenFields({ startSlot, endSlot }: { startSlot?: ReactNode; endSlot?: ReactNode }) {
  const { t } = useI18n();
  const required = useRequired();
  const endsAfterStart = ({ getFieldValue }: { getFieldValue: (name: string) => string }) => ({
    validator: async () => {
      const [date, start, endDate, end, zone] = ["date", "startTime", "endDate", "endTime", "timeZone"].map(
        getFieldValue,
      );
      if (!date || !start || !endDate || !end || !zone) return;
      if (Date.parse(venueInstant(endDate, end, zone)) <= Date.parse(venueInstant(date, start, zone)))
        throw new Error(t("ev.endBeforeStart"));
    },
  });
  return (
    <>
      <Form.Item name="timeZone" label={t("ev.f.timeZone")} rules={[required]}>
        <TimeZoneSelect />
      </Form.Item>
      <div className="form-row">
        <Form.Item name="date" label={t("ev.f.startDate")} rules={[required]}>
          <Input type="date" />
        </Form.Item>
        {startSlot ?? (
          <Form.Item name="startTime" label={t("ev.f.startTime")} rules={[required]}>
            <Input type="time" />
          </Form.Item>
        )}
      </div>
      <div className="form-row">
        <Form.Item name="endDate" label={t("ev.f.endDate")} rules={[required]}>
          <Input type="date" />
        </Form.Item>
        {endSlot ?? (
          <Form.Item
            name="endTime"
            label={t("ev.f.endTime")}
            dependencies={["date", "startTime", "endDate", "timeZone"]}
            rules={[required, endsAfterStart]}
          >
            <Input type="time" />
          </Form.Item>
        )}
      </div>
    </>
  );
}
