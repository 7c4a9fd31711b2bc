import type { TSection } from "@mawid/contracts/ticketing";

/** Sections in the order every ticketing screen lists them. */
export const SECTION_ORDER: readonly TSection[] = ["brothers", "sisters", "families", "mixed"];

/** Items grouped by section, in SECTION_ORDER, leaving out sections with none. */
export function bySection<T extends { section: TSection }>(items: readonly T[]): Array<[TSection, T[]]> {
  return SECTION_ORDER.map((section): [TSection, T[]] => [
    section,
    items.filter((i) => i.section === section),
  ]).filter(([, list]) => list.length > 0);
}
