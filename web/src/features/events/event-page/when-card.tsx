import CalendarOutlined from "@ant-design/icons/CalendarOutlined";
import type { TEvent } from "@mawid/contracts/events";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Card from "antd/es/card";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { DualDate } from "../shared/dual-date";
import { zonedClock } from "../shared/zoned-format";
import { calendarFeedUrl } from "./calendar-feed-url";
import { ShareButton } from "./share-button";

/**
 * The day in both calendars (the Hijri one moved by the host's offset for its moon sighting) and the
 * times on the venue's clock, with share and add-to-calendar.
 */
export function WhenCard({ event, hijriOffsetDays }: { event: TEvent; hijriOffsetDays: number }) {
  const { t, locale } = useI18n();
  const clock = (iso: string) => zonedClock(iso, event.timeZone, locale);
  return (
    <Card title={<h2 className="card-heading">{t("ev.when")}</h2>}>
      <p className="event-when">
        <DualDate iso={event.startsAt} timeZone={event.timeZone} hijriOffsetDays={hijriOffsetDays} />
        <br />
        <strong>
          {clock(event.startsAt)}–{clock(event.endsAt)}
        </strong>{" "}
        <span className="muted small">{t("ev.timesIn", { zone: event.timeZone })}</span>
      </p>
      {event.moonSighting ? <Alert type="info" showIcon title={t("ev.moonNote")} /> : null}
      <div className="action-row">
        <Button icon={<CalendarOutlined />} href={calendarFeedUrl(event.id)} download>
          {t("ev.addToCalendar")}
        </Button>
        <ShareButton title={event.title} />
      </div>
    </Card>
  );
}
