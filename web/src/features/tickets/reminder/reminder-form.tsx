import { type TReminderView, ZReminderSettings } from "@mawid/contracts/ticketing";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Select from "antd/es/select";
import Switch from "antd/es/switch";
import { useState } from "react";
import { useFormCheck } from "../../../shared/forms/use-form-check";
import { useI18n } from "../../../shared/i18n/i18n-context";
import type { MessageKey } from "../../../shared/i18n/messages/en";
import { useTicketErrorPolicy } from "../shared/use-ticket-error-policy";
import { useSetReminder } from "./reminder-api";

interface Values {
  enabled: boolean;
  hoursBefore: number;
  note: string;
}

/** The contract's limit on the note, shown as its count. */
const NOTE_MAX = 1000;

/** The times a host picks from: the last hours before, a day (the service's default), two, a week. */
const OFFERED_HOURS = [2, 6, 24, 48, 168] as const;
const NAMED_HOURS: Partial<Record<number, MessageKey>> = {
  24: "tk.reminder.day",
  48: "tk.reminder.twoDays",
  168: "tk.reminder.week",
};

/** Whether the reminder goes, how long before the start, and the host's note in it. */
export function ReminderForm({ eventId, view }: { eventId: string; view: TReminderView }) {
  const { t, locale } = useI18n();
  const check = useFormCheck();
  const report = useTicketErrorPolicy();
  const save = useSetReminder(eventId);
  const [form] = Form.useForm<Values>();
  const enabled = Form.useWatch("enabled", form) ?? view.enabled;
  const [saved, setSaved] = useState(false);
  const number = new Intl.NumberFormat(`${locale}-u-nu-latn`);
  const counter = ({ count, maxLength }: { count: number; maxLength?: number }) =>
    t("tk.reminder.count", { count: number.format(count), max: number.format(maxLength ?? NOTE_MAX) });
  // a time set elsewhere (by the API, or before these choices) stays on offer, so saving keeps it
  const hours = [...new Set<number>([...OFFERED_HOURS, view.hoursBefore])].sort((a, b) => a - b);

  const onFinish = () => {
    // all values, the hidden ones too: turned off, the reminder keeps its hours for when it is on again
    const settings = check(ZReminderSettings, form.getFieldsValue(true), form);
    if (!settings) return;
    setSaved(false);
    save.mutate(settings, {
      // the note as stored (trimmed), so the form shows what ticket holders will read
      onSuccess: (stored) => {
        form.setFieldsValue({ note: stored.note });
        setSaved(true);
      },
      onError: (error) => report(error, { form, fallback: "tk.reminder.saveFailed" }),
    });
  };

  return (
    <Form<Values>
      form={form}
      name="reminder"
      layout="vertical"
      requiredMark={false}
      initialValues={{ enabled: view.enabled, hoursBefore: view.hoursBefore, note: view.note }}
      onValuesChange={() => setSaved(false)}
      onFinish={onFinish}
    >
      <Form.Item name="enabled" label={t("tk.reminder.enabled")} valuePropName="checked">
        <Switch />
      </Form.Item>
      {enabled ? (
        <Form.Item name="hoursBefore" label={t("tk.reminder.when")}>
          <Select
            options={hours.map((h) => {
              const named = NAMED_HOURS[h];
              return { value: h, label: named ? t(named) : t("tk.reminder.hours", { hours: h }) };
            })}
          />
        </Form.Item>
      ) : null}
      <Form.Item name="note" label={t("tk.reminder.note")} extra={t("tk.reminder.noteHelp")}>
        <Input.TextArea rows={3} count={{ max: NOTE_MAX, show: counter }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t("tk.reminder.save")}
      </Button>
      <p className="reminder-saved" role="status">
        {saved ? t("tk.reminder.saved") : null}
      </p>
    </Form>
  );
}
