import type { TRecurrence } from "@mawid/contracts/payments";
import { addDays, hijriDate } from "@mawid/contracts/events";

const RAMADAN = 9;
/** A year and a little: the next Ramadan always begins within it. */
const SEARCH_DAYS = 400;

/** The same day of each following month (the month's last day when it is shorter), `count` of them. */
export function monthlyDates(first: string, count: number): string[] {
  const [year, month, day] = first.split("-").map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = month - 1 + i + 1;
    const y = year + Math.floor(index / 12);
    const m = index % 12;
    const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
    return `${y}-${String(m + 1).padStart(2, "0")}-${String(Math.min(day, last)).padStart(2, "0")}`;
  });
}

/**
 * The evenings of the last ten nights of the next Ramadan (Umm al-Qura) still to come on or after
 * `from`: a Hijri night begins at the sunset before its day, so the night of the 21st is the evening
 * of the 20th. Nine or ten of them, as the month has 29 or 30 days.
 */
export function lastTenNightsDates(from: string, hijriOffsetDays = 0): string[] {
  const nights: string[] = [];
  for (let i = 0; i < SEARCH_DAYS; i++) {
    const evening = addDays(from, i);
    const day = hijriDate(addDays(evening, 1), hijriOffsetDays);
    if (day.month === RAMADAN && day.day >= 21) nights.push(evening);
    else if (nights.length > 0) break;
  }
  return nights;
}

/** A recurring gift's dates after the first, paid today: a year of months, or the coming last ten nights. */
export function recurringSchedule(recurring: TRecurrence | null, today: string): string[] {
  if (recurring === "monthly") return monthlyDates(today, 12);
  if (recurring === "last-ten-nights") return lastTenNightsDates(addDays(today, 1));
  return [];
}
