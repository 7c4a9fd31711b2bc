import { z } from "zod";
import { zWebAddress } from "../platform/web-address.ts";
import { isTimeZone } from "./zoned-time.ts";

export const EVENT_CATEGORIES = [
  "lecture",
  "halaqa",
  "iftar",
  "suhoor",
  "eid",
  "jumuah",
  "convention",
  "conference",
  "dinner",
  "gala",
  "fundraiser",
  "bazaar",
  "class",
  "meetup",
  "other",
] as const;
export const ZEventCategory = z.enum(EVENT_CATEGORIES);
export type TEventCategory = z.infer<typeof ZEventCategory>;

export const ZAudience = z.enum(["brothers", "sisters", "families", "mixed"]);
export type TAudience = z.infer<typeof ZAudience>;

/** Whether attendees may be photographed: some gatherings allow it for brothers only, some not at all. */
export const ZPhotoPolicy = z.enum(["allowed", "no-sisters", "not-allowed"]);
export type TPhotoPolicy = z.infer<typeof ZPhotoPolicy>;

/** public: listed in discovery; unlisted: anyone with the link; private: the organisation's members only. */
export const ZVisibility = z.enum(["public", "unlisted", "private"]);
export type TVisibility = z.infer<typeof ZVisibility>;

export const ZFacility = z.enum(["wudu-area", "sisters-space", "parking", "wheelchair-access"]);
export type TFacility = z.infer<typeof ZFacility>;

export const ZEventStatus = z.enum([
  "draft",
  "submitted",
  "approved",
  "rejected",
  "published",
  "cancelled",
  "completed",
]);
export type TEventStatus = z.infer<typeof ZEventStatus>;

export const ZInstant = z.iso.datetime({ offset: true });

export const ZTimeZone = z
  .string()
  .max(64)
  .refine(isTimeZone, { error: "Choose a time zone such as Europe/London" });

export const ZVenue = z.object({
  name: z.string().trim().min(1).max(200),
  address: z.string().trim().min(1).max(500),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type TVenue = z.infer<typeof ZVenue>;

const ZHttpUrl = zWebAddress("Enter a web address starting with https://").max(2000);

/**
 * Every field of an event as its host sets it, exactly as EventCreated and EventUpdated carry them:
 * absent optional values are null, so a reader of either event has the whole event.
 */
export const ZEventFields = z.object({
  organizationId: z.uuid(),
  title: z.string().trim().min(1).max(200),
  /** Sanitised HTML: only the formatting tags the service keeps. */
  description: z.string().max(20_000),
  category: ZEventCategory,
  coverImageUrl: ZHttpUrl.nullable(),
  startsAt: ZInstant,
  endsAt: ZInstant,
  timeZone: ZTimeZone,
  venue: ZVenue.nullable(),
  onlineUrl: ZHttpUrl.nullable(),
  audience: ZAudience,
  photoPolicy: ZPhotoPolicy,
  visibility: ZVisibility,
  capacity: z.number().int().min(1).max(1_000_000).nullable(),
  tags: z.array(z.string().trim().min(1).max(40)).max(20),
  /** BCP 47 language tags, e.g. en, ar, ur. */
  languages: z.array(z.string().min(2).max(35)).max(10),
  facilities: z.array(ZFacility).max(10),
  /** When an approved event becomes public; null publishes on approval. */
  publishAt: ZInstant.nullable(),
  seriesId: z.uuid().nullable(),
  /** The date depends on the sighting of the moon (Eid, 1 Ramadan), which the event page shows. */
  moonSighting: z.boolean(),
});
export type TEventFields = z.infer<typeof ZEventFields>;

/** What a host may set: organizationId and seriesId come from the route and the series. */
export const ZEditableEventFields = ZEventFields.omit({ organizationId: true, seriesId: true });
export type TEditableEventFields = z.infer<typeof ZEditableEventFields>;
