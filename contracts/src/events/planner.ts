import { z } from "zod";
import type { TEventTemplate, TTicketSection } from "./templates.ts";
import { addDays, isCalendarDate } from "./zoned-time.ts";

/**
 * The event planner: a checklist and timeline computed from the template, the expected attendance and
 * the date by plain rules the host can read and edit. Rules are data: a quantity is `each` of a thing
 * for every `per` attendees, rounded up, for the whole event, at each door or in each section; a due
 * date is the event's date minus `daysBefore`.
 */

export const PLAN_CATEGORIES = ["bookings", "volunteers", "prayer-space", "food", "announcements"] as const;
export const ZPlanCategory = z.enum(PLAN_CATEGORIES);
export type TPlanCategory = z.infer<typeof ZPlanCategory>;

/** When a rule applies: always, or only for events with a meal, an iftar, prayer at the venue, or a date that awaits the moon. */
export const ZPlanCondition = z.enum(["always", "meal", "iftar", "prayer-in-venue", "moon-sighting"]);
export type TPlanCondition = z.infer<typeof ZPlanCondition>;

export const ZPlanQuantity = z.object({
  each: z.number().positive().max(1000),
  per: z.number().int().min(1).max(100_000),
  unit: z.string().trim().min(1).max(40),
  /** event: one figure; door: at every door; section: in every seated section (brothers, sisters...). */
  scope: z.enum(["event", "door", "section"]),
});
export type TPlanQuantity = z.infer<typeof ZPlanQuantity>;

export const ZPlanRule = z.object({
  id: z.string().trim().min(1).max(60),
  category: ZPlanCategory,
  title: z.string().trim().min(1).max(200),
  daysBefore: z.number().int().min(0).max(365),
  when: ZPlanCondition.default("always"),
  quantity: ZPlanQuantity.optional(),
});
export type TPlanRule = z.infer<typeof ZPlanRule>;

export const ZPlanRules = z
  .array(ZPlanRule)
  .max(100)
  .refine((rules) => new Set(rules.map((r) => r.id)).size === rules.length, {
    error: "Give each rule its own id",
  });

export const ZPlanInput = z.object({
  attendance: z.number().int().min(1, { error: "Expect at least one attendee" }).max(100_000),
  /** The event's local date, `YYYY-MM-DD`. */
  date: z.string().refine(isCalendarDate, { error: "Enter a date as YYYY-MM-DD, e.g. 2026-03-01" }),
  doors: z.number().int().min(1, { error: "Count at least one door" }).max(50),
  rules: ZPlanRules,
});
export type TPlanInput = z.infer<typeof ZPlanInput>;

export const DEFAULT_PLAN_RULES: readonly TPlanRule[] = [
  { id: "book-venue", category: "bookings", title: "Book the hall", daysBefore: 42, when: "always" },
  { id: "book-caterer", category: "bookings", title: "Book the caterer", daysBefore: 28, when: "meal" },
  {
    id: "confirm-speakers",
    category: "bookings",
    title: "Confirm the speakers and the imam",
    daysBefore: 21,
    when: "always",
  },
  {
    id: "door-volunteers",
    category: "volunteers",
    title: "Volunteers at each door",
    daysBefore: 7,
    when: "always",
    quantity: { each: 1, per: 50, unit: "volunteers", scope: "door" },
  },
  {
    id: "section-volunteers",
    category: "volunteers",
    title: "Volunteers in each section",
    daysBefore: 7,
    when: "always",
    quantity: { each: 1, per: 75, unit: "volunteers", scope: "section" },
  },
  {
    id: "brief-volunteers",
    category: "volunteers",
    title: "Brief the volunteers",
    daysBefore: 1,
    when: "always",
  },
  {
    id: "prayer-space",
    category: "prayer-space",
    title: "Prayer space in rows",
    daysBefore: 3,
    when: "prayer-in-venue",
    quantity: { each: 0.8, per: 1, unit: "m²", scope: "event" },
  },
  {
    id: "wudu",
    category: "prayer-space",
    title: "Wudu taps",
    daysBefore: 3,
    when: "prayer-in-venue",
    quantity: { each: 1, per: 25, unit: "taps", scope: "event" },
  },
  {
    id: "shoe-racks",
    category: "prayer-space",
    title: "Shoe racks",
    daysBefore: 3,
    when: "prayer-in-venue",
    quantity: { each: 1, per: 40, unit: "racks", scope: "event" },
  },
  {
    id: "meals",
    category: "food",
    title: "Meals, with a tenth spare",
    daysBefore: 14,
    when: "meal",
    quantity: { each: 1.1, per: 1, unit: "portions", scope: "event" },
  },
  {
    id: "dates",
    category: "food",
    title: "Dates to break the fast",
    daysBefore: 7,
    when: "iftar",
    quantity: { each: 3, per: 1, unit: "dates", scope: "event" },
  },
  {
    id: "water",
    category: "food",
    title: "Bottles of water",
    daysBefore: 7,
    when: "meal",
    quantity: { each: 1, per: 1, unit: "bottles", scope: "event" },
  },
  {
    id: "announce",
    category: "announcements",
    title: "Announce it after Jumu'ah, in the newsletter and on social media",
    daysBefore: 21,
    when: "always",
  },
  {
    id: "moon-sighting-notice",
    category: "announcements",
    title: "Tell attendees the date depends on the moon's sighting, and how they will hear",
    daysBefore: 3,
    when: "moon-sighting",
  },
  {
    id: "reminder",
    category: "announcements",
    title: "Remind ticket holders",
    daysBefore: 2,
    when: "always",
  },
];

export interface TPlanItem {
  ruleId: string;
  category: TPlanCategory;
  title: string;
  dueDate: string;
  quantity?: {
    /** At each door or in each section, or for the event. */
    amount: number;
    unit: string;
    scope: TPlanQuantity["scope"];
    /** The doors or sections it is counted for; for the event, absent. */
    places?: readonly string[];
    total: number;
  };
}

export interface TPlan {
  /** Every item, by due date (earliest first), then in the rules' order. */
  timeline: TPlanItem[];
  /** The same items by category, in the categories' order. */
  checklist: { category: TPlanCategory; items: TPlanItem[] }[];
}

function applies(when: TPlanCondition, template: TEventTemplate): boolean {
  switch (when) {
    case "always":
      return true;
    case "meal":
      return template.planning.meal !== null;
    case "iftar":
      return template.planning.meal === "iftar";
    case "prayer-in-venue":
      return template.planning.prayerInVenue;
    case "moon-sighting":
      return template.moonSighting;
  }
}

/** Seated sections from the template's tickets; a general admission counts as one section. */
function sectionsOf(template: TEventTemplate): TTicketSection[] {
  return [...new Set(template.tickets.map((t) => t.section))];
}

/** Guards float noise (0.8 x 5 is 4.000000000000001) before rounding a count up. */
const roundUp = (n: number) => Math.ceil(Number(n.toFixed(6)));

function quantityOf(rule: TPlanQuantity, template: TEventTemplate, input: TPlanInput): TPlanItem["quantity"] {
  if (rule.scope === "event") {
    const amount = roundUp((input.attendance * rule.each) / rule.per);
    return { amount, unit: rule.unit, scope: "event", total: amount };
  }
  const places =
    rule.scope === "door"
      ? Array.from({ length: input.doors }, (_, i) => `Door ${i + 1}`)
      : sectionsOf(template);
  // Every door is staffed for the whole crowd, which may all arrive through it; a section holds only
  // its share, counted as an even split since the template cannot know the mix.
  const counted = rule.scope === "door" ? input.attendance : input.attendance / places.length;
  const amount = roundUp((counted * rule.each) / rule.per);
  return { amount, unit: rule.unit, scope: rule.scope, places, total: amount * places.length };
}

/** The plan for an event from its template: pure, so the host sees it change as they edit the rules. */
export function planEvent(template: TEventTemplate, input: TPlanInput): TPlan {
  const items: TPlanItem[] = input.rules
    .filter((rule) => applies(rule.when, template))
    .map((rule) => ({
      ruleId: rule.id,
      category: rule.category,
      title: rule.title,
      dueDate: addDays(input.date, -rule.daysBefore),
      ...(rule.quantity ? { quantity: quantityOf(rule.quantity, template, input) } : {}),
    }));
  const timeline = items
    .map((item, order) => ({ item, order }))
    .sort((a, b) => a.item.dueDate.localeCompare(b.item.dueDate) || a.order - b.order)
    .map(({ item }) => item);
  const checklist = PLAN_CATEGORIES.map((category) => ({
    category,
    items: items.filter((item) => item.category === category),
  })).filter((group) => group.items.length > 0);
  return { timeline, checklist };
}
