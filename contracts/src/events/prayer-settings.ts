import { z } from "zod";
import { defineEvent, defineStream, type StreamEvent } from "../platform/event-definitions.ts";
import { HIJRI_OFFSET_LIMIT } from "./hijri.ts";
import { ZCalculationMethod, ZMadhab } from "./prayer-times.ts";

/**
 * One stream per organisation. Its id is `prayer-settings-<organisationId>`: stream ids share one
 * namespace in the service's store, and host verification already uses the bare organisation id.
 */
export const EVENTS_PRAYER_SETTINGS_STREAM = "events.prayer-settings";
export const prayerSettingsStreamId = (organizationId: string) => `prayer-settings-${organizationId}`;

const ZClockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Enter a time as HH:MM, e.g. 13:15" });

/** A masjid's iqamah: a fixed clock time, or a number of minutes after the calculated adhan. */
export const ZIqamahRule = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("fixed"), time: ZClockTime }),
  z.object({
    kind: z.literal("after-adhan"),
    minutes: z
      .number()
      .int()
      .min(0, { error: "Enter between 0 and 120 minutes after the adhan" })
      .max(120, { error: "Enter between 0 and 120 minutes after the adhan" }),
  }),
]);
export type TIqamahRule = z.infer<typeof ZIqamahRule>;

export const ZIqamahTimes = z.object({
  fajr: ZIqamahRule.optional(),
  dhuhr: ZIqamahRule.optional(),
  asr: ZIqamahRule.optional(),
  maghrib: ZIqamahRule.optional(),
  isha: ZIqamahRule.optional(),
});
export type TIqamahTimes = z.infer<typeof ZIqamahTimes>;

/**
 * How an organisation reckons prayer times and Hijri dates. Host-entered iqamah and Jumu'ah times
 * override the calculated ones wherever an event is placed relative to a prayer.
 */
export const ZPrayerSettings = z.object({
  calculationMethod: ZCalculationMethod,
  madhab: ZMadhab,
  /** Days added to the Umm al-Qura date where the local moon sighting differs from it. */
  hijriOffsetDays: z
    .number()
    .int()
    .min(-HIJRI_OFFSET_LIMIT, { error: "Choose a Hijri offset from -2 to +2 days" })
    .max(HIJRI_OFFSET_LIMIT, { error: "Choose a Hijri offset from -2 to +2 days" }),
  iqamah: ZIqamahTimes,
  /** Clock times of the Friday prayers, earliest first (a masjid may hold several). */
  jumuah: z
    .array(ZClockTime)
    .max(5, { error: "Enter at most 5 Jumu'ah times" })
    .refine((times) => times.every((t, i) => i === 0 || times[i - 1]! < t), {
      error: "List Jumu'ah times earliest first, each once",
    }),
});
export type TPrayerSettings = z.infer<typeof ZPrayerSettings>;

/** What an organisation that never saved its settings gets. */
export const DEFAULT_PRAYER_SETTINGS: TPrayerSettings = {
  calculationMethod: "muslim_world_league",
  madhab: "shafi",
  hijriOffsetDays: 0,
  iqamah: {},
  jumuah: [],
};

/** `GET` and `PUT /api/v1/organizations/{id}/prayer-settings`. */
export const ZPrayerSettingsResponse = z.object({
  organizationId: z.string(),
  settings: ZPrayerSettings,
  /** Null until the organisation saves its own; until then the defaults apply. */
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TPrayerSettingsResponse = z.infer<typeof ZPrayerSettingsResponse>;

export const PrayerSettingsChangedV1 = defineEvent(
  EVENTS_PRAYER_SETTINGS_STREAM,
  "PrayerSettingsChanged",
  1,
  z.object({
    organizationId: z.uuid(),
    settings: ZPrayerSettings,
    changedBy: z.uuid(),
    changedAt: z.iso.datetime({ offset: true }),
  }),
);

export const EventsPrayerSettingsStream = defineStream(EVENTS_PRAYER_SETTINGS_STREAM, [
  PrayerSettingsChangedV1,
]);
export type TPrayerSettingsEvent = StreamEvent<typeof EventsPrayerSettingsStream>;
