import { useI18n } from "../../../shared/i18n/i18n-context";
import { zonedDate, zonedHijri } from "./zoned-format";

/** The Gregorian day with its Hijri day beside it, both on the event's own clock. */
export function DualDate({
  iso,
  timeZone,
  hijriOffsetDays = 0,
}: {
  iso: string;
  timeZone: string;
  hijriOffsetDays?: number;
}) {
  const { t, locale } = useI18n();
  return (
    <span className="dual-date">
      <span>{zonedDate(iso, timeZone, locale)}</span>
      <span className="muted" title={t("ev.hijri")}>
        {zonedHijri(iso, timeZone, locale, hijriOffsetDays)}
      </span>
    </span>
  );
}
