import { PRAYER_ANCHORS, type PrayerDay, weekday } from "@mawid/contracts/events";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Segmented from "antd/es/segmented";
import Select from "antd/es/select";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { zonedClock } from "../shared/zoned-format";
import type { Timing, TimingMode } from "./timing";
import { prayerName, timingText } from "./timing-text";

interface Props {
  name: "start" | "end";
  legend: string;
  modes: readonly TimingMode[];
  date: string | undefined;
  /** The instant this timing resolves to, for the computed clock time. */
  resolved: string | null;
  day: PrayerDay | null;
  timeZone: string;
}

const FRIDAY = 5;

/** A start or end: a clock time, "N minutes before/after a prayer", or a length; with the clock time it comes to. */
export function TimingFields({ name, legend, modes, date, resolved, day, timeZone }: Props) {
  const { t, locale } = useI18n();
  const timing = Form.useWatch<Timing | undefined>(name);
  const anchors = PRAYER_ANCHORS.filter((p) => p !== "jumuah" || (date && weekday(date) === FRIDAY));
  const modeLabel: Record<TimingMode, string> = {
    clock: t("ev.isl.clock"),
    prayer: t("ev.isl.relativeTo"),
    length: t("ev.isl.length"),
  };
  return (
    <fieldset className="timing">
      <legend>{legend}</legend>
      <Form.Item name={[name, "mode"]} noStyle>
        <Segmented options={modes.map((m) => ({ value: m, label: modeLabel[m] }))} aria-label={legend} />
      </Form.Item>
      {timing?.mode === "clock" ? (
        <Form.Item name={[name, "time"]} label={t(name === "start" ? "ev.f.startTime" : "ev.f.endTime")}>
          <Input type="time" />
        </Form.Item>
      ) : null}
      {timing?.mode === "length" ? (
        <Form.Item name={[name, "length"]} label={t("ev.isl.length")}>
          <InputNumber min={5} max={24 * 60} step={5} className="full-width" />
        </Form.Item>
      ) : null}
      {timing?.mode === "prayer" ? (
        <div className="form-row form-row-3">
          <Form.Item name={[name, "minutes"]} label={t("ev.isl.minutes")}>
            <InputNumber min={0} max={720} step={5} className="full-width" />
          </Form.Item>
          <Form.Item name={[name, "direction"]} label={t("ev.isl.offset")}>
            <Select
              options={[
                { value: "before", label: t("ev.isl.before") },
                { value: "after", label: t("ev.isl.after") },
              ]}
            />
          </Form.Item>
          <Form.Item name={[name, "prayer"]} label={t("ev.isl.relativeTo")}>
            <Select options={anchors.map((p) => ({ value: p, label: prayerName(t, p) }))} />
          </Form.Item>
        </div>
      ) : null}
      <p role="status" className="timing-result" data-testid={`${name}-computed`}>
        {timing?.mode === "prayer" && timing.prayer ? `${timingText(t, timing)}: ` : null}
        <strong>
          {resolved ? zonedClock(resolved, timeZone, locale) : day ? "" : t("ev.prayerTimesNeedVenue")}
        </strong>
      </p>
    </fieldset>
  );
}
