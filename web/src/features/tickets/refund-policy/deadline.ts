import type { TLocale } from "@mawid/contracts/platform";
import { zonedFormat as format } from "../../events/shared/zoned-format";

/**
 * A refund deadline on the venue's clock, whatever zone the reader is in, as its day ("Friday 12 June")
 * and time ("18:00"). The year is named only when it is not this one: a deadline is usually weeks away.
 */
export function deadlineParts(
  iso: string,
  timeZone: string,
  locale: TLocale,
  now = new Date(),
): { date: string; time: string } {
  const at = new Date(iso);
  const year = format("en", timeZone, { year: "numeric" });
  const otherYear = year.format(at) !== year.format(now);
  return {
    date: format(locale, timeZone, {
      weekday: "long",
      day: "numeric",
      month: "long",
      ...(otherYear ? { year: "numeric" } : {}),
    }).format(at),
    time: format(locale, timeZone, { hour: "2-digit", minute: "2-digit" }).format(at),
  };
}

/** Whether buyers may still refund: the policy allows it and its deadline is ahead. */
export function refundsOpen(deadline: string | null, now = Date.now()): boolean {
  return deadline !== null && now <= Date.parse(deadline);
}
