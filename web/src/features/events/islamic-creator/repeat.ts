import { addDays, localDate, type TCreateSeriesRequest } from "@mawid/contracts/events";
import { relativeOf, type Timing } from "./timing";

export type RepeatKind = "none" | "weekly" | "nightly";

/**
 * The series to make of the first event: weekly, or on each following night (Ramadan). A start set
 * relative to a prayer goes with it, so each night starts by that night's prayer time at the venue.
 */
export function seriesRequest(
  kind: RepeatKind,
  count: number,
  start: Timing,
  startsAt: string,
  timeZone: string,
): TCreateSeriesRequest | null {
  if (kind === "none" || count < 1) return null;
  const startRelativeTo = start.mode === "prayer" && start.prayer ? relativeOf(start) : null;
  if (kind === "weekly") return { recurrence: { kind: "weekly", count }, startRelativeTo };
  const first = localDate(new Date(startsAt), timeZone);
  const dates = Array.from({ length: count }, (_, i) => addDays(first, i + 1));
  return { recurrence: { kind: "dates", dates }, startRelativeTo };
}
