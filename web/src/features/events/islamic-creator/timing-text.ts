import type { TPrayerAnchor } from "@mawid/contracts/events";
import type { I18nValue } from "../../../shared/i18n/i18n-context";
import { relativeOf, type Timing } from "./timing";

export const prayerName = (t: I18nValue["t"], prayer: TPrayerAnchor) => t(`ev.prayer.${prayer}`);

/** "20 minutes before Maghrib", "At Isha", "15 minutes after Isha". */
export function timingText(t: I18nValue["t"], timing: Timing): string {
  const { prayer, offsetMinutes } = relativeOf(timing);
  const name = prayerName(t, prayer);
  if (offsetMinutes === 0) return t("ev.rel.at", { prayer: name });
  const key = offsetMinutes < 0 ? "ev.rel.before" : "ev.rel.after";
  return t(key, { minutes: Math.abs(offsetMinutes), prayer: name });
}
