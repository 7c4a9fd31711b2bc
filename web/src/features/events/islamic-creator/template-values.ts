import type { TEventTemplate } from "@mawid/contracts/events";
import type { Timing } from "./timing";

/** The template's default start as the form holds it: "20 minutes before Maghrib" or a clock time. */
export function startOf(template: TEventTemplate): Timing {
  const { start } = template;
  if (start.kind === "clock") return { mode: "clock", time: start.time };
  return {
    mode: "prayer",
    prayer: start.prayer,
    minutes: Math.abs(start.offsetMinutes),
    direction: start.offsetMinutes < 0 ? "before" : "after",
  };
}

export const endOf = (template: TEventTemplate): Timing => ({
  mode: "length",
  length: template.durationMinutes,
});
