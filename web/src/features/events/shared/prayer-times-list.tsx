import { PRAYER_TIME_NAMES, type TPrayerTimesResponse } from "@mawid/contracts/events";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { zonedClock } from "./zoned-format";

/** The day's six times as a definition list, on the venue's clock. */
export function PrayerTimesList({ day }: { day: TPrayerTimesResponse }) {
  const { t, locale } = useI18n();
  return (
    <dl className="prayer-times">
      {PRAYER_TIME_NAMES.map((name) => (
        <div key={name}>
          <dt>{t(`ev.prayer.${name}`)}</dt>
          <dd>{zonedClock(day.times[name], day.timeZone, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}
