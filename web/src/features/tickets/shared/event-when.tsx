import type { TEvent } from "@mawid/contracts/events";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { DualDate } from "../../events/shared/dual-date";
import { zonedClock } from "../../events/shared/zoned-format";

/** The event's day in both calendars and its start, on the venue's clock. */
export function EventWhen({
  event,
  hijriOffsetDays,
}: {
  event: Pick<TEvent, "startsAt" | "timeZone">;
  hijriOffsetDays?: number;
}) {
  const { locale } = useI18n();
  return (
    <span className="event-when">
      <DualDate iso={event.startsAt} timeZone={event.timeZone} hijriOffsetDays={hijriOffsetDays} />
      <span>{zonedClock(event.startsAt, event.timeZone, locale)}</span>
    </span>
  );
}
