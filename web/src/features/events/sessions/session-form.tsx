import { localDate, type TEvent, type TSpeaker, ZSessionFields } from "@mawid/contracts/events";
import Button from "antd/es/button";
import Checkbox from "antd/es/checkbox";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Select from "antd/es/select";
import { useErrorPolicy } from "../../../shared/http/use-error-policy";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { zodRule } from "../../auth/form-rules";
import { venueInstant } from "../shared/event-form-values";
import { useRequired } from "../shared/use-required";
import type { useAgendaMutations } from "./agenda-mutations";

interface Values {
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  room?: string;
  track?: string;
  speakerIds: string[];
  prayerBreak: boolean;
}

/** A session on the event's own clock: the host types the times the programme prints. */
export function SessionForm({
  event,
  speakers,
  add,
}: {
  event: TEvent;
  speakers: TSpeaker[];
  add: ReturnType<typeof useAgendaMutations>["addSession"];
}) {
  const { t, tk } = useI18n();
  const required = useRequired();
  const report = useErrorPolicy();
  const [form] = Form.useForm<Values>();
  const zone = event.timeZone;
  const onFinish = (v: Values) => {
    const startsAt = venueInstant(v.date, v.startTime, zone);
    const endsAt = venueInstant(v.date, v.endTime, zone);
    if (Date.parse(endsAt) <= Date.parse(startsAt)) {
      form.setFields([{ name: "endTime", errors: [t("ev.endBeforeStart")] }]);
      return;
    }
    add.mutate(
      {
        title: v.title.trim(),
        startsAt,
        endsAt,
        room: v.room?.trim() || null,
        track: v.track?.trim() || null,
        speakerIds: v.speakerIds ?? [],
        kind: v.prayerBreak ? "prayer-break" : "talk",
      },
      {
        onSuccess: () => form.resetFields(["title", "startTime", "endTime", "speakerIds", "prayerBreak"]),
        onError: (error) => report(error, { form, fallback: "ev.actionFailed" }),
      },
    );
  };
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      name="session"
      onFinish={onFinish}
      initialValues={{ date: localDate(new Date(event.startsAt), zone), speakerIds: [], prayerBreak: false }}
    >
      <Form.Item
        name="title"
        label={t("ev.f.title")}
        rules={[required, zodRule(ZSessionFields.shape.title, tk)]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <div className="form-row form-row-3">
        <Form.Item name="date" label={t("ev.f.date")} rules={[required]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="startTime" label={t("ev.f.startTime")} rules={[required]}>
          <Input type="time" />
        </Form.Item>
        <Form.Item name="endTime" label={t("ev.f.endTime")} rules={[required]}>
          <Input type="time" />
        </Form.Item>
      </div>
      <div className="form-row">
        <Form.Item name="room" label={t("ev.session.room")}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="track" label={t("ev.session.track")}>
          <Input maxLength={100} />
        </Form.Item>
      </div>
      <Form.Item name="speakerIds" label={t("ev.speakers")}>
        <Select mode="multiple" options={speakers.map((s) => ({ value: s.id, label: s.name }))} />
      </Form.Item>
      <Form.Item name="prayerBreak" valuePropName="checked">
        <Checkbox>{t("ev.session.prayerBreak")}</Checkbox>
      </Form.Item>
      <p className="muted small">{t("ev.timesIn", { zone })}</p>
      <Button type="primary" htmlType="submit" loading={add.isPending}>
        {t("ev.session.add")}
      </Button>
    </Form>
  );
}
