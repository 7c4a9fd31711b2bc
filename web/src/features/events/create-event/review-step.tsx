import Descriptions from "antd/es/descriptions";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { DualDate } from "../shared/dual-date";
import { type EventFormValues, venueInstant } from "../shared/event-form-values";
import { audienceKey, categoryKey, visibilityKey } from "../shared/labels";
import { zonedClock } from "../shared/zoned-format";

/** Everything the carousel collected, as the event will be saved. */
export function ReviewStep({ values }: { values: EventFormValues }) {
  const { t, locale } = useI18n();
  const starts = venueInstant(values.date, values.startTime, values.timeZone);
  const ends = venueInstant(values.endDate, values.endTime, values.timeZone);
  const clock = (iso: string) => zonedClock(iso, values.timeZone, locale);
  return (
    <Descriptions column={1} bordered size="small">
      <Descriptions.Item label={t("ev.f.title")}>{values.title}</Descriptions.Item>
      <Descriptions.Item label={t("ev.f.category")}>{t(categoryKey(values.category))}</Descriptions.Item>
      <Descriptions.Item label={t("ev.f.audience")}>{t(audienceKey(values.audience))}</Descriptions.Item>
      <Descriptions.Item label={t("ev.f.visibility")}>
        {t(visibilityKey(values.visibility))}
      </Descriptions.Item>
      <Descriptions.Item label={t("ev.f.startsAt")}>
        <DualDate iso={starts} timeZone={values.timeZone} /> {clock(starts)}
      </Descriptions.Item>
      <Descriptions.Item label={t("ev.f.endsAt")}>
        <DualDate iso={ends} timeZone={values.timeZone} /> {clock(ends)}
      </Descriptions.Item>
      <Descriptions.Item label={t("ev.f.timeZone")}>{values.timeZone}</Descriptions.Item>
      <Descriptions.Item label={t("ev.where")}>
        {values.online ? values.onlineUrl : `${values.venueName}, ${values.address}`}
      </Descriptions.Item>
      {values.capacity ? (
        <Descriptions.Item label={t("ev.f.capacity")}>{values.capacity}</Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}
