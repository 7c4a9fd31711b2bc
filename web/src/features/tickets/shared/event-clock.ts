import { localDate, localTime, zonedInstant } from "@mawid/contracts/events";

/**
 * A `datetime-local` field's value read on the event's clock, as the service's instant: a host types
 * the venue's time wherever they are (sales windows, promo codes). Empty: none.
 */
export function instantOnEventClock(local: string | undefined, timeZone: string): string | null {
  if (!local) return null;
  const [date, time] = local.split("T") as [string, string];
  return zonedInstant(date, time.slice(0, 5), timeZone).toISOString();
}

/** An instant as a `datetime-local` field's value on the event's clock: the reverse of instantOnEventClock. */
export function eventClockValue(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  return `${localDate(instant, timeZone)}T${localTime(instant, timeZone)}`;
}
