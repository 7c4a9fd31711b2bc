import type { TSessionKind } from "./agenda.ts";
import type { TAudience, TEventCategory, TFacility, TPhotoPolicy } from "./event-model.ts";
import { type PrayerDay, resolvePrayerRelative, type TPrayerRelativeTime } from "./prayer-relative.ts";
import { zonedInstant, zonedIso } from "./zoned-time.ts";

/**
 * Templates of the Islamic event creator: data the web imports directly to prefill an event (no
 * request: they change with a release, not with anyone's input). Texts are English defaults; the web
 * translates by the stable ids and keys.
 */

/** When a template's event starts by default: relative to a prayer, or at a clock time. */
export type TTemplateStart = ({ kind: "prayer" } & TPrayerRelativeTime) | { kind: "clock"; time: string };

/** Where an agenda item sits: minutes after the event's start, or relative to a prayer that day. */
export type TTemplateAgendaAt =
  | { from: "start"; offsetMinutes: number }
  | ({ from: "prayer" } & TPrayerRelativeTime);

export interface TTemplateAgendaItem {
  key: string;
  title: string;
  kind: TSessionKind;
  at: TTemplateAgendaAt;
  durationMinutes: number;
}

/** Who a ticket type seats; the planner counts volunteers per seated section. */
export type TTicketSection = "brothers" | "sisters" | "families" | "general";

/** A ticket type to offer; data only, until ticketing creates real ones from it. */
export interface TTemplateTicketType {
  key: string;
  name: string;
  section: TTicketSection;
  pricing: "free" | "paid" | "donation";
}

/** What the planner needs to know of a template. */
export interface TTemplatePlanning {
  /** The meal served, if any: the planner counts portions, and dates and water for an iftar. */
  meal: "iftar" | "suhoor" | "dinner" | "refreshments" | null;
  /** Attendees pray at the venue: the planner sizes the prayer space and wudu. */
  prayerInVenue: boolean;
}

export const EVENT_TEMPLATE_IDS = [
  "community-iftar",
  "interfaith-iftar",
  "qiyam-and-suhoor",
  "eid-salah",
  "jumuah-slots",
  "weekly-halaqa",
  "fundraising-dinner",
  "gala",
  "convention",
  "eid-bazaar",
  "sisters-only",
] as const;
export type TEventTemplateId = (typeof EVENT_TEMPLATE_IDS)[number];

export interface TEventTemplate {
  id: TEventTemplateId;
  name: string;
  description: string;
  category: TEventCategory;
  audience: TAudience;
  photoPolicy: TPhotoPolicy;
  facilities: readonly TFacility[];
  /** The date depends on the moon's sighting (Eid): the event carries the flag and says so. */
  moonSighting: boolean;
  start: TTemplateStart;
  durationMinutes: number;
  agenda: readonly TTemplateAgendaItem[];
  tickets: readonly TTemplateTicketType[];
  planning: TTemplatePlanning;
}

const fromStart = (offsetMinutes: number): TTemplateAgendaAt => ({ from: "start", offsetMinutes });
const atPrayer = (prayer: TPrayerRelativeTime["prayer"], offsetMinutes = 0): TTemplateAgendaAt => ({
  from: "prayer",
  prayer,
  offsetMinutes,
});
const prayerBreak = (prayer: "fajr" | "dhuhr" | "asr" | "maghrib" | "isha", title: string, minutes = 20) => ({
  key: `${prayer}-prayer`,
  title,
  kind: "prayer-break" as const,
  at: atPrayer(prayer),
  durationMinutes: minutes,
});
const seated = (pricing: TTemplateTicketType["pricing"]): TTemplateTicketType[] => [
  { key: "brothers", name: "Brothers", section: "brothers", pricing },
  { key: "sisters", name: "Sisters", section: "sisters", pricing },
];
const everyFacility: readonly TFacility[] = ["wudu-area", "sisters-space", "parking", "wheelchair-access"];

export const EVENT_TEMPLATES: readonly TEventTemplate[] = [
  {
    id: "community-iftar",
    name: "Community iftar",
    description: "Break the fast together: dates and water at Maghrib, the prayer, then the meal.",
    category: "iftar",
    audience: "families",
    photoPolicy: "no-sisters",
    facilities: everyFacility,
    moonSighting: false,
    start: { kind: "prayer", prayer: "maghrib", offsetMinutes: -20 },
    durationMinutes: 150,
    agenda: [
      { key: "welcome", title: "Welcome and reminder", kind: "talk", at: fromStart(0), durationMinutes: 15 },
      {
        key: "break-fast",
        title: "Break the fast: dates and water",
        kind: "meal",
        at: atPrayer("maghrib"),
        durationMinutes: 5,
      },
      { ...prayerBreak("maghrib", "Maghrib prayer", 15), at: atPrayer("maghrib", 5) },
      {
        key: "iftar-meal",
        title: "Iftar meal",
        kind: "meal",
        at: atPrayer("maghrib", 20),
        durationMinutes: 45,
      },
      prayerBreak("isha", "Isha and Taraweeh", 60),
    ],
    tickets: [
      { key: "family", name: "Family (up to 5)", section: "families", pricing: "donation" },
      ...seated("donation"),
    ],
    planning: { meal: "iftar", prayerInVenue: true },
  },
  {
    id: "interfaith-iftar",
    name: "Interfaith iftar",
    description: "Neighbours of every faith are welcome to share the breaking of the fast.",
    category: "iftar",
    audience: "mixed",
    photoPolicy: "allowed",
    facilities: ["wudu-area", "parking", "wheelchair-access"],
    moonSighting: false,
    start: { kind: "prayer", prayer: "maghrib", offsetMinutes: -45 },
    durationMinutes: 150,
    agenda: [
      {
        key: "welcome",
        title: "Welcome from the hosts",
        kind: "talk",
        at: fromStart(0),
        durationMinutes: 10,
      },
      {
        key: "about-ramadan",
        title: "What Ramadan means",
        kind: "talk",
        at: fromStart(10),
        durationMinutes: 20,
      },
      {
        key: "questions",
        title: "Questions and answers",
        kind: "q-and-a",
        at: fromStart(30),
        durationMinutes: 15,
      },
      {
        key: "break-fast",
        title: "Break the fast: dates and water",
        kind: "meal",
        at: atPrayer("maghrib"),
        durationMinutes: 5,
      },
      {
        ...prayerBreak("maghrib", "Maghrib prayer (guests welcome to watch)", 15),
        at: atPrayer("maghrib", 5),
      },
      {
        key: "iftar-meal",
        title: "Dinner together",
        kind: "meal",
        at: atPrayer("maghrib", 20),
        durationMinutes: 60,
      },
    ],
    tickets: [{ key: "guest", name: "Guest", section: "general", pricing: "free" }],
    planning: { meal: "iftar", prayerInVenue: true },
  },
  {
    id: "qiyam-and-suhoor",
    name: "Qiyam and suhoor",
    description: "Night prayer in the last third of the night, then suhoor before Fajr.",
    category: "suhoor",
    audience: "brothers",
    photoPolicy: "not-allowed",
    facilities: ["wudu-area", "parking"],
    moonSighting: false,
    start: { kind: "prayer", prayer: "fajr", offsetMinutes: -150 },
    durationMinutes: 180,
    agenda: [
      { key: "qiyam", title: "Qiyam al-layl", kind: "prayer-break", at: fromStart(0), durationMinutes: 90 },
      { key: "reminder", title: "Reminder", kind: "talk", at: fromStart(90), durationMinutes: 20 },
      { key: "suhoor", title: "Suhoor", kind: "meal", at: atPrayer("fajr", -40), durationMinutes: 30 },
      prayerBreak("fajr", "Fajr prayer"),
    ],
    tickets: [{ key: "attendee", name: "Attendee", section: "brothers", pricing: "free" }],
    planning: { meal: "suhoor", prayerInVenue: true },
  },
  {
    id: "eid-salah",
    name: "Eid salah",
    description: "The Eid prayer and khutbah, then greetings; the date follows the moon's sighting.",
    category: "eid",
    audience: "families",
    photoPolicy: "no-sisters",
    facilities: everyFacility,
    moonSighting: true,
    start: { kind: "prayer", prayer: "sunrise", offsetMinutes: 30 },
    durationMinutes: 90,
    agenda: [
      { key: "takbirat", title: "Takbirat", kind: "other", at: fromStart(0), durationMinutes: 20 },
      {
        key: "eid-prayer",
        title: "Eid prayer",
        kind: "prayer-break",
        at: fromStart(20),
        durationMinutes: 15,
      },
      { key: "khutbah", title: "Khutbah", kind: "talk", at: fromStart(35), durationMinutes: 20 },
      {
        key: "greetings",
        title: "Eid greetings and sweets",
        kind: "meal",
        at: fromStart(55),
        durationMinutes: 35,
      },
    ],
    tickets: [{ key: "family", name: "Family", section: "families", pricing: "free" }, ...seated("free")],
    planning: { meal: "refreshments", prayerInVenue: true },
  },
  {
    id: "jumuah-slots",
    name: "Jumu'ah slots",
    description: "Book a place at one of the Friday prayers when the hall fills.",
    category: "jumuah",
    audience: "mixed",
    photoPolicy: "not-allowed",
    facilities: everyFacility,
    moonSighting: false,
    start: { kind: "prayer", prayer: "jumuah", offsetMinutes: -15 },
    durationMinutes: 60,
    agenda: [
      { key: "khutbah", title: "Khutbah", kind: "talk", at: fromStart(15), durationMinutes: 25 },
      {
        key: "jumuah-prayer",
        title: "Jumu'ah prayer",
        kind: "prayer-break",
        at: fromStart(40),
        durationMinutes: 10,
      },
    ],
    tickets: seated("free"),
    planning: { meal: null, prayerInVenue: true },
  },
  {
    id: "weekly-halaqa",
    name: "Weekly halaqa",
    description: "A study circle after Isha, every week.",
    category: "halaqa",
    audience: "mixed",
    photoPolicy: "no-sisters",
    facilities: ["wudu-area", "sisters-space"],
    moonSighting: false,
    start: { kind: "prayer", prayer: "isha", offsetMinutes: 15 },
    durationMinutes: 75,
    agenda: [
      { key: "lesson", title: "Lesson", kind: "talk", at: fromStart(0), durationMinutes: 50 },
      { key: "questions", title: "Questions", kind: "q-and-a", at: fromStart(50), durationMinutes: 25 },
    ],
    tickets: [{ key: "attendee", name: "Attendee", section: "general", pricing: "free" }],
    planning: { meal: null, prayerInVenue: true },
  },
  {
    id: "fundraising-dinner",
    name: "Fundraising dinner",
    description: "Dinner, a speaker and an appeal for a cause.",
    category: "fundraiser",
    audience: "families",
    photoPolicy: "no-sisters",
    facilities: everyFacility,
    moonSighting: false,
    start: { kind: "prayer", prayer: "maghrib", offsetMinutes: -30 },
    durationMinutes: 210,
    agenda: [
      { key: "arrival", title: "Arrival and welcome", kind: "other", at: fromStart(0), durationMinutes: 30 },
      prayerBreak("maghrib", "Maghrib prayer"),
      { key: "dinner", title: "Dinner", kind: "meal", at: atPrayer("maghrib", 20), durationMinutes: 60 },
      { key: "keynote", title: "Keynote", kind: "talk", at: atPrayer("maghrib", 80), durationMinutes: 30 },
      { key: "appeal", title: "Appeal", kind: "talk", at: atPrayer("maghrib", 110), durationMinutes: 30 },
      prayerBreak("isha", "Isha prayer"),
    ],
    tickets: [{ key: "table", name: "Table of 10", section: "families", pricing: "paid" }, ...seated("paid")],
    planning: { meal: "dinner", prayerInVenue: true },
  },
  {
    id: "gala",
    name: "Gala",
    description: "An evening of recognition and celebration, with dinner.",
    category: "gala",
    audience: "families",
    photoPolicy: "no-sisters",
    facilities: everyFacility,
    moonSighting: false,
    start: { kind: "prayer", prayer: "maghrib", offsetMinutes: 30 },
    durationMinutes: 180,
    agenda: [
      { key: "reception", title: "Reception", kind: "other", at: fromStart(0), durationMinutes: 30 },
      { key: "dinner", title: "Dinner", kind: "meal", at: fromStart(30), durationMinutes: 60 },
      { key: "awards", title: "Awards", kind: "talk", at: fromStart(90), durationMinutes: 45 },
      prayerBreak("isha", "Isha prayer"),
    ],
    tickets: [
      { key: "table", name: "Table of 10", section: "families", pricing: "paid" },
      { key: "seat", name: "Seat", section: "general", pricing: "paid" },
    ],
    planning: { meal: "dinner", prayerInVenue: true },
  },
  {
    id: "convention",
    name: "Convention",
    description: "A day of talks across tracks, with the day's prayers in the programme.",
    category: "convention",
    audience: "mixed",
    photoPolicy: "no-sisters",
    facilities: everyFacility,
    moonSighting: false,
    start: { kind: "clock", time: "10:00" },
    durationMinutes: 540,
    agenda: [
      { key: "opening", title: "Opening", kind: "talk", at: fromStart(0), durationMinutes: 30 },
      {
        key: "morning-talks",
        title: "Morning sessions",
        kind: "talk",
        at: fromStart(30),
        durationMinutes: 120,
      },
      prayerBreak("dhuhr", "Dhuhr prayer and lunch", 75),
      {
        key: "afternoon-talks",
        title: "Afternoon sessions",
        kind: "talk",
        at: atPrayer("dhuhr", 75),
        durationMinutes: 90,
      },
      prayerBreak("asr", "Asr prayer"),
      prayerBreak("maghrib", "Maghrib prayer"),
    ],
    tickets: [
      { key: "day-pass", name: "Day pass", section: "general", pricing: "paid" },
      { key: "sisters-day-pass", name: "Sisters' day pass", section: "sisters", pricing: "paid" },
    ],
    planning: { meal: "refreshments", prayerInVenue: true },
  },
  {
    id: "eid-bazaar",
    name: "Eid bazaar",
    description: "Stalls, food and gifts for Eid; the date follows the moon's sighting.",
    category: "bazaar",
    audience: "families",
    photoPolicy: "no-sisters",
    facilities: ["sisters-space", "parking", "wheelchair-access"],
    moonSighting: true,
    start: { kind: "clock", time: "11:00" },
    durationMinutes: 360,
    agenda: [
      { key: "stalls-open", title: "Stalls open", kind: "other", at: fromStart(0), durationMinutes: 360 },
      prayerBreak("dhuhr", "Dhuhr prayer"),
      prayerBreak("asr", "Asr prayer"),
    ],
    tickets: [{ key: "entry", name: "Entry", section: "general", pricing: "free" }],
    planning: { meal: "refreshments", prayerInVenue: false },
  },
  {
    id: "sisters-only",
    name: "Sisters-only event",
    description: "A gathering for sisters only, with sisters as volunteers.",
    category: "meetup",
    audience: "sisters",
    photoPolicy: "not-allowed",
    facilities: ["wudu-area", "sisters-space"],
    moonSighting: false,
    start: { kind: "prayer", prayer: "dhuhr", offsetMinutes: 30 },
    durationMinutes: 150,
    agenda: [
      { key: "welcome", title: "Welcome", kind: "other", at: fromStart(0), durationMinutes: 15 },
      { key: "talk", title: "Talk", kind: "talk", at: fromStart(15), durationMinutes: 60 },
      prayerBreak("asr", "Asr prayer"),
      { key: "refreshments", title: "Refreshments", kind: "meal", at: fromStart(105), durationMinutes: 45 },
    ],
    tickets: [{ key: "sister", name: "Sister", section: "sisters", pricing: "free" }],
    planning: { meal: "refreshments", prayerInVenue: true },
  },
];

export function eventTemplate(id: TEventTemplateId): TEventTemplate {
  const template = EVENT_TEMPLATES.find((t) => t.id === id);
  if (!template) throw new RangeError(`No event template ${id}`);
  return template;
}

/** A template's default start on a day at the venue, as the venue's wall clock with its offset. */
export function templateStart(template: TEventTemplate, day: PrayerDay): string {
  const { start } = template;
  if (start.kind === "clock") return zonedIso(zonedInstant(day.date, start.time, day.timeZone), day.timeZone);
  return resolvePrayerRelative(start, day);
}

export interface TResolvedAgendaItem {
  key: string;
  title: string;
  kind: TSessionKind;
  startsAt: string;
  endsAt: string;
}

/**
 * The template's agenda for an event starting at `startsAt` on that day, soonest first. A prayer
 * that falls outside the event (Maghrib after a summer convention has ended) is left out.
 */
export function templateAgenda(
  template: TEventTemplate,
  startsAt: string,
  day: PrayerDay,
): TResolvedAgendaItem[] {
  const start = Date.parse(startsAt);
  const end = start + template.durationMinutes * 60_000;
  const items: TResolvedAgendaItem[] = [];
  for (const item of template.agenda) {
    const at =
      item.at.from === "start"
        ? start + item.at.offsetMinutes * 60_000
        : Date.parse(resolvePrayerRelative(item.at, day));
    if (at < start || at >= end) continue;
    items.push({
      key: item.key,
      title: item.title,
      kind: item.kind,
      startsAt: zonedIso(new Date(at), day.timeZone),
      endsAt: zonedIso(new Date(at + item.durationMinutes * 60_000), day.timeZone),
    });
  }
  return items.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}
