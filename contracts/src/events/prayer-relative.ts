import { z } from "zod";
import type { TIqamahTimes } from "./prayer-settings.ts";
import type { TPrayerTimes } from "./prayer-times.ts";
import { weekday, zonedInstant, zonedIso } from "./zoned-time.ts";

/** What a time may be placed relative to: the day's times, and the Friday prayer. */
export const PRAYER_ANCHORS = ["fajr", "sunrise", "dhuhr", "asr", "maghrib", "isha", "jumuah"] as const;
export const ZPrayerAnchor = z.enum(PRAYER_ANCHORS, {
  error: `Choose a prayer: ${PRAYER_ANCHORS.join(", ")}`,
});
export type TPrayerAnchor = z.infer<typeof ZPrayerAnchor>;

/**
 * "20 minutes before Maghrib" is {prayer: "maghrib", offsetMinutes: -20}; "after Isha" is
 * {prayer: "isha", offsetMinutes: 0} or a few minutes more for the prayer itself.
 */
export const ZPrayerRelativeTime = z.object({
  prayer: ZPrayerAnchor,
  offsetMinutes: z
    .number()
    .int()
    .min(-720, { error: "Enter an offset within 12 hours of the prayer" })
    .max(720, { error: "Enter an offset within 12 hours of the prayer" }),
});
export type TPrayerRelativeTime = z.infer<typeof ZPrayerRelativeTime>;

/** One day at one venue: its calculated times and the host's own iqamah and Jumu'ah times. */
export interface PrayerDay {
  /** The venue's calendar day, `YYYY-MM-DD`. */
  date: string;
  timeZone: string;
  times: TPrayerTimes;
  iqamah?: TIqamahTimes;
  jumuah?: readonly string[];
}

const FRIDAY = 5;

/**
 * The instant a prayer is held that day: the host's iqamah where they entered one, else the calculated
 * time. Jumu'ah is the host's first Friday prayer, else Dhuhr's time; it exists on Fridays only.
 */
export function prayerInstant(anchor: TPrayerAnchor, day: PrayerDay): Date {
  if (anchor === "jumuah") {
    if (weekday(day.date) !== FRIDAY) {
      throw new RangeError(`Jumu'ah is on Fridays; ${day.date} is not a Friday`);
    }
    const first = day.jumuah?.[0];
    return first ? zonedInstant(day.date, first, day.timeZone) : prayerInstant("dhuhr", day);
  }
  const adhan = new Date(day.times[anchor]);
  const rule = anchor === "sunrise" ? undefined : day.iqamah?.[anchor];
  if (!rule) return adhan;
  if (rule.kind === "fixed") return zonedInstant(day.date, rule.time, day.timeZone);
  return new Date(adhan.getTime() + rule.minutes * 60_000);
}

/** The relative time on that day, as the venue's wall clock with its offset. */
export function resolvePrayerRelative(relative: TPrayerRelativeTime, day: PrayerDay): string {
  const at = prayerInstant(relative.prayer, day).getTime() + relative.offsetMinutes * 60_000;
  return zonedIso(new Date(at), day.timeZone);
}
