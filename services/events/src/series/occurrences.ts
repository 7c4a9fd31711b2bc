import { addDays, localDate, localTime, type TRecurrence, zonedInstant } from "@mawid/contracts/events";
import { SeriesDateNotAfterFirstError } from "../errors.ts";
import type { EventRecord } from "../event/state.ts";

export interface PlannedOccurrence {
  /** The occurrence's calendar day in the event's time zone. */
  date: string;
  startsAt: string;
  endsAt: string;
}

/**
 * The occurrences after the first event, each as long as it: at its wall-clock time in its time zone
 * (so a weekly halaqa keeps 19:30 across a clock change), or at `startOn(date)` when the start follows
 * a prayer. Dates on or before the first event's day are refused.
 */
export function planOccurrences(
  first: Pick<EventRecord, "startsAt" | "endsAt" | "timeZone">,
  recurrence: TRecurrence,
  startOn: ((date: string) => string) | null,
): PlannedOccurrence[] {
  const firstDate = localDate(new Date(first.startsAt), first.timeZone);
  const dates =
    recurrence.kind === "weekly"
      ? Array.from({ length: recurrence.count }, (_, i) => addDays(firstDate, 7 * (i + 1)))
      : [...new Set(recurrence.dates)].sort();
  if (dates.some((date) => date <= firstDate)) {
    throw new SeriesDateNotAfterFirstError(firstDate);
  }
  const length = Date.parse(first.endsAt) - Date.parse(first.startsAt);
  const time = localTime(new Date(first.startsAt), first.timeZone);
  return dates.map((date) => {
    const start = startOn ? new Date(startOn(date)) : zonedInstant(date, time, first.timeZone);
    return { date, startsAt: start.toISOString(), endsAt: new Date(start.getTime() + length).toISOString() };
  });
}
