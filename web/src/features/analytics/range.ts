import type { TInterval } from "@mawid/contracts/analytics";

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as the date inputs write it (UTC), e.g. 2027-02-20. */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

export const isDay = (value: string | null | undefined): value is string =>
  Boolean(value && DATE.test(value) && !Number.isNaN(Date.parse(value)));

export interface Range {
  /** First day shown. */
  fromDay: string;
  /** Last day shown, included. */
  toDay: string;
}

/** The last 30 days, today included: sales and gifts of the month behind the host. */
export function defaultRange(now: Date): Range {
  return { fromDay: dayOf(new Date(now.getTime() - 29 * DAY_MS)), toDay: dayOf(now) };
}

/** The days as the service's half-open [from, to) instants: the last day runs to its midnight. */
export function instantsOf(range: Range): { from: string; to: string } {
  return {
    from: new Date(`${range.fromDay}T00:00:00Z`).toISOString(),
    to: new Date(Date.parse(`${range.toDay}T00:00:00Z`) + DAY_MS).toISOString(),
  };
}

/** Points a reader can take in: hours over a day or two, days up to a quarter, then weeks, then months. */
export function intervalFor(range: Range): TInterval {
  const days = (Date.parse(range.toDay) - Date.parse(range.fromDay)) / DAY_MS + 1;
  if (days <= 2) return "hour";
  if (days <= 92) return "day";
  if (days <= 366) return "week";
  return "month";
}
