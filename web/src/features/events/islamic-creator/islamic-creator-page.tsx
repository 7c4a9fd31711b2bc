import type { TEventTemplate } from "@mawid/contracts/events";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Checkbox from "antd/es/checkbox";
import Form from "antd/es/form";
import Input from "antd/es/input";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useErrorPolicy } from "../../../shared/http/use-error-policy";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { PageHeader } from "../../../shared/ui/page-header";
import { toast } from "../../../shared/ui/toast";
import { BasicsFields } from "../shared/basics-fields";
import { DualDate } from "../shared/dual-date";
import { basicsOf, deviceTimeZone, type EventFormValues, venueInstant } from "../shared/event-form-values";
import { NoOrganization } from "../shared/no-organization";
import { useOrganizerOrganizations } from "../shared/organizer-organizations";
import { PlaceFields } from "../shared/place-fields";
import { saveVenue, venueToSave } from "../shared/venues-api";
import { PrayerTimesCard } from "../shared/prayer-times-card";
import { TimeZoneSelect } from "../shared/time-zone-select";
import { useRequired } from "../shared/use-required";
import "../events.css";
import { useCreateAndSubmit } from "./create-and-submit";
import { PlannerCard } from "./planner-card";
import { type RepeatKind, seriesRequest } from "./repeat";
import { RepeatFields } from "./repeat-fields";
import { usePrayerSettings } from "../shared/prayer-settings-api";
import { TemplatePicker } from "./template-picker";
import { endOf, startOf } from "./template-values";
import { resolveTiming, type Timing } from "./timing";
import { TimingFields } from "./timing-fields";
import { usePrayerDay } from "./use-prayer-day";

type Values = Omit<EventFormValues, "startTime" | "endDate" | "endTime"> & {
  start: Timing;
  end: Timing;
  moonSighting: boolean;
  repeat: RepeatKind;
  repeatCount?: number | null;
};

/** /create-islamic-event: a template, times relative to the venue's prayers, the planner, then create and submit. */
export default function IslamicCreatorPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const report = useErrorPolicy();
  const required = useRequired();
  const organizations = useOrganizerOrganizations();
  const [form] = Form.useForm<Values>();
  const [template, setTemplate] = useState<TEventTemplate | null>(null);
  const create = useCreateAndSubmit();

  const values = Form.useWatch([], form) as Partial<Values> | undefined;
  const settings = usePrayerSettings(values?.organizationId);
  const { at, day } = usePrayerDay(values ?? {}, settings);
  const date = values?.date;
  const timeZone = values?.timeZone ?? deviceTimeZone();
  const startsAt = values?.start && date ? resolveTiming(values.start, day, date, timeZone) : null;
  const endsAt = values?.end && date ? resolveTiming(values.end, day, date, timeZone, startsAt) : null;

  if (organizations.length === 0) {
    return (
      <div className="container page">
        <PageHeader title={t("page.createIslamicEvent")} />
        <NoOrganization />
      </div>
    );
  }

  const choose = (chosen: TEventTemplate) => {
    setTemplate(chosen);
    form.setFieldsValue({
      title: t(`ev.tpl.${chosen.id}`),
      category: chosen.category,
      audience: chosen.audience,
      moonSighting: chosen.moonSighting,
      start: startOf(chosen),
      end: endOf(chosen),
    });
  };

  const onFinish = (all: Values) => {
    if (!template) return;
    if (!startsAt || !endsAt || Date.parse(endsAt) <= Date.parse(startsAt)) {
      toast.error("ev.endBeforeStart");
      return;
    }
    const request = {
      ...basicsOf(form.getFieldsValue(true) as Values),
      startsAt,
      endsAt,
      moonSighting: all.moonSighting,
      photoPolicy: template.photoPolicy,
      facilities: [...template.facilities],
    };
    const series = seriesRequest(all.repeat, all.repeatCount ?? 0, all.start, startsAt, all.timeZone);
    const venue = venueToSave(form.getFieldsValue(true) as Values);
    create.mutate(
      { request, template, day, series },
      {
        onSuccess: async ({ event, failure }) => {
          if (failure) report(failure, { fallback: "ev.actionFailed" });
          else toast.success("ev.submitted");
          if (venue)
            await saveVenue(event.organizationId, venue).catch((error) =>
              report(error, { fallback: "ev.actionFailed" }),
            );
          navigate(`/event/${event.id}`);
        },
        onError: (error) => report(error, { fallback: "ev.create.failed" }),
      },
    );
  };

  return (
    <div className="container page events-page">
      <PageHeader title={t("page.createIslamicEvent")} subtitle={t("ev.isl.subtitle")} />
      <h2 className="card-heading">{t("ev.isl.templates")}</h2>
      <TemplatePicker selected={template} onSelect={choose} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        name="islamic-event"
        onFinish={onFinish}
        initialValues={{
          organizationId: organizations[0]!.organizationId,
          visibility: "public",
          audience: "mixed",
          category: "lecture",
          online: false,
          timeZone: deviceTimeZone(),
          date: new Date().toISOString().slice(0, 10),
          moonSighting: false,
          start: { mode: "clock" },
          end: { mode: "length", length: 120 },
          repeat: "none",
          repeatCount: 1,
        }}
        className="islamic-form"
        hidden={!template}
      >
        <div className="event-layout">
          <div className="event-main">
            <Card>
              <BasicsFields />
              <PlaceFields />
            </Card>
            <Card>
              <Form.Item name="timeZone" label={t("ev.f.timeZone")} rules={[required]}>
                <TimeZoneSelect />
              </Form.Item>
              <Form.Item
                name="date"
                label={t("ev.f.date")}
                rules={[required]}
                extra={
                  date ? (
                    <DualDate
                      iso={venueInstant(date, "12:00", timeZone)}
                      timeZone={timeZone}
                      hijriOffsetDays={settings.hijriOffsetDays}
                    />
                  ) : null
                }
              >
                <Input type="date" />
              </Form.Item>
              <TimingFields
                name="start"
                legend={t("ev.f.startsAt")}
                modes={["prayer", "clock"]}
                date={date}
                resolved={startsAt}
                day={day}
                timeZone={timeZone}
              />
              <TimingFields
                name="end"
                legend={t("ev.f.endsAt")}
                modes={["length", "prayer", "clock"]}
                date={date}
                resolved={endsAt}
                day={day}
                timeZone={timeZone}
              />
              <RepeatFields />
              <Form.Item name="moonSighting" valuePropName="checked">
                <Checkbox>{t("ev.moonSighting")}</Checkbox>
              </Form.Item>
            </Card>
          </div>
          <div className="event-side">
            <PrayerTimesCard at={at} />
          </div>
        </div>
        {template && date ? <PlannerCard template={template} date={date} /> : null}
        <div className="form-actions">
          <Button type="primary" htmlType="submit" size="large" loading={create.isPending}>
            {t("ev.isl.createSubmit")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
