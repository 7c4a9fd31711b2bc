/**
 * Wall-clock dates and times in a named IANA zone, with Intl only (no zod, no library), so the web can
 * use them in any chunk. An event's day is its venue's day: these never read the runtime's own zone.
 */

/** Whether Intl knows the IANA zone. */
export function isTimeZone(timeZone: string): boolean {
  if (timeZone.length === 0) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Whether `YYYY-MM-DD` names a day the Gregorian calendar has (no 30 February). */
export function isCalendarDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      calendar: "gregory",
      numberingSystem: "latn",
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** Minutes the zone is ahead of UTC at that instant (negative west of Greenwich). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const c = wallClock(instant, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, "0");

/** `2026-03-01T18:02:00+00:00`: the instant as the zone's wall clock, carrying the zone's offset. */
export function zonedIso(instant: Date, timeZone: string): string {
  const c = wallClock(instant, timeZone);
  const offset = offsetMinutes(instant, timeZone);
  const sign = offset < 0 ? "-" : "+";
  return (
    `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}` +
    `${sign}${pad(Math.trunc(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
  );
}

/** The zone's calendar day (`YYYY-MM-DD`) at that instant. */
export function localDate(instant: Date, timeZone: string): string {
  const c = wallClock(instant, timeZone);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`;
}

/** The zone's wall-clock time (`HH:MM`) at that instant. */
export function localTime(instant: Date, timeZone: string): string {
  const c = wallClock(instant, timeZone);
  return `${pad(c.hour)}:${pad(c.minute)}`;
}

/**
 * The instant a wall clock in the zone shows `time` on `date`. A time the clock skips (spring forward)
 * moves forward by the gap, and a time it shows twice (fall back) is the earlier one, as Temporal's
 * "compatible" disambiguation does.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const before = offsetMinutes(new Date(asUtc - 86_400_000), timeZone);
  const after = offsetMinutes(new Date(asUtc + 86_400_000), timeZone);
  const candidates = [asUtc - before * 60_000, asUtc - after * 60_000].sort((a, b) => a - b);
  for (const candidate of candidates) {
    if (offsetMinutes(new Date(candidate), timeZone) * 60_000 + candidate === asUtc) {
      return new Date(candidate);
    }
  }
  return new Date(asUtc - Math.min(before, after) * 60_000);
}

/** `YYYY-MM-DD` plus whole days, by the calendar (no zone, no daylight saving). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** 0 for Sunday to 6 for Saturday, of a calendar date. */
export function weekday(date: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}
