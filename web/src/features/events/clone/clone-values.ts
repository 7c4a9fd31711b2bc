import { addDays, localDate, localTime, type TEvent } from "@mawid/contracts/events";

/** The copy's first guess: the same clock times a week later, on the event's own clock. */
export function nextWeekOf(event: TEvent) {
  const zone = event.timeZone;
  const start = new Date(event.startsAt);
  const end = new Date(event.endsAt);
  return {
    date: addDays(localDate(start, zone), 7),
    startTime: localTime(start, zone),
    endDate: addDays(localDate(end, zone), 7),
    endTime: localTime(end, zone),
    timeZone: zone,
    includeSessions: true,
  };
}
