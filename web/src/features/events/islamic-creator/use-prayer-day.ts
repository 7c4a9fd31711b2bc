import type { PrayerDay, TPrayerSettings } from "@mawid/contracts/events";
import { usePrayerTimes } from "../shared/prayer-times-api";

/** The venue's prayer day for the form's place and date, with the organisation's own iqamah and Jumu'ah times. */
export function usePrayerDay(
  place: { latitude?: number | null; longitude?: number | null; date?: string; timeZone?: string },
  settings: TPrayerSettings,
) {
  const { latitude, longitude, date, timeZone } = place;
  const at =
    latitude != null && longitude != null && date && timeZone
      ? { latitude, longitude, date, timeZone, method: settings.calculationMethod, madhab: settings.madhab }
      : null;
  const times = usePrayerTimes(at);
  const day: PrayerDay | null = times.data
    ? {
        date: times.data.date,
        timeZone: times.data.timeZone,
        times: times.data.times,
        iqamah: settings.iqamah,
        jumuah: settings.jumuah,
      }
    : null;
  return { at, times, day };
}
