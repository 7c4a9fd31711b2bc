import {
  type PrayerDay,
  resolvePrayerRelative,
  type TPrayerAnchor,
  zonedInstant,
  zonedIso,
} from "@mawid/contracts/events";

/** How a start or end is set: a clock time, relative to a prayer that day, or (ends only) a length. */
export type TimingMode = "clock" | "prayer" | "length";

export interface Timing {
  mode: TimingMode;
  time?: string;
  prayer?: TPrayerAnchor;
  /** Minutes from the prayer, always positive; `direction` says which side. */
  minutes?: number;
  direction?: "before" | "after";
  /** Minutes after the start, for an end set by its length. */
  length?: number;
}

/** The prayer-relative rule of a timing, as the contracts' resolver takes it. */
export function relativeOf(timing: Timing) {
  const minutes = timing.minutes ?? 0;
  return { prayer: timing.prayer!, offsetMinutes: timing.direction === "before" ? -minutes : minutes };
}

/**
 * The instant a timing names on the venue's day, written with the venue's offset; null while what it
 * needs (the prayer times, a clock time) is missing, or for Jumu'ah on a day that is not a Friday.
 */
export function resolveTiming(
  timing: Timing,
  day: PrayerDay | null,
  date: string,
  timeZone: string,
  startsAt?: string | null,
) {
  try {
    if (timing.mode === "clock")
      return timing.time ? zonedIso(zonedInstant(date, timing.time, timeZone), timeZone) : null;
    if (timing.mode === "length") {
      if (!startsAt || !timing.length) return null;
      return zonedIso(new Date(Date.parse(startsAt) + timing.length * 60_000), timeZone);
    }
    if (!day || !timing.prayer) return null;
    return resolvePrayerRelative(relativeOf(timing), day);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
