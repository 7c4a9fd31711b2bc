import {
  type TPrayerRelativeTime,
  type TPrayerSettings,
  resolvePrayerRelative,
  weekday,
} from "@mawid/contracts/events";
import { ValidationError } from "@mawid/service";
import { calculatePrayerTimes, type PrayerPlace } from "./calculate-prayer-times.ts";

const FRIDAY = 5;

/**
 * A time relative to a prayer on one day at a venue, by the organisation's method, madhab, iqamah and
 * Jumu'ah times: a recurring series calls this for each occurrence's date, so each night of Ramadan
 * gets its own Maghrib.
 */
export function resolvePrayerRelativeAt(
  place: PrayerPlace,
  date: string,
  settings: TPrayerSettings,
  relative: TPrayerRelativeTime,
): string {
  if (relative.prayer === "jumuah" && weekday(date) !== FRIDAY) {
    throw new ValidationError(
      `Jumu'ah is on Fridays; ${date} is not a Friday`,
      { prayer: "Jumu'ah is on Fridays only" },
      "JUMUAH_NOT_ON_FRIDAY",
    );
  }
  const times = calculatePrayerTimes(place, date, {
    method: settings.calculationMethod,
    madhab: settings.madhab,
  });
  return resolvePrayerRelative(relative, {
    date,
    timeZone: place.timeZone,
    times,
    iqamah: settings.iqamah,
    jumuah: settings.jumuah,
  });
}
