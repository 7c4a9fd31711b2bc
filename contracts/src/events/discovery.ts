import { z } from "zod";
import { ZAudience, ZEventCategory, ZFacility } from "./event-model.ts";

/** "LAT,LNG", e.g. `51.5176,-0.0657`. */
export const ZPoint = z.string().transform((value, ctx) => {
  const parts = value.split(",").map((p) => Number(p.trim()));
  const [latitude, longitude] = parts;
  if (
    parts.length !== 2 ||
    latitude === undefined ||
    longitude === undefined ||
    !Number.isFinite(latitude) ||
    !Number.isFinite(longitude) ||
    Math.abs(latitude) > 90 ||
    Math.abs(longitude) > 180
  ) {
    ctx.addIssue({ code: "custom", message: "Give a place as latitude,longitude" });
    return z.NEVER;
  }
  return { latitude, longitude };
});
export type TPoint = z.output<typeof ZPoint>;

const ZDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: "Use a date (YYYY-MM-DD) or an ISO 8601 time",
});

/** Around a place, within radiusKm: the default distance and the farthest one asks for. */
export const DEFAULT_RADIUS_KM = 25;
export const MAX_RADIUS_KM = 500;
export const DISCOVERY_PAGE_SIZE = 20;

const where = {
  near: ZPoint.optional(),
  radiusKm: z.coerce.number().positive().max(MAX_RADIUS_KM).default(DEFAULT_RADIUS_KM),
  page: z.coerce.number().int().min(1).max(500).default(1),
};

/**
 * `GET /api/v1/events?q=&category=&audience=&from=&to=&price=free|paid&near=LAT,LNG&radiusKm=&sort=date|distance&page=`:
 * published public events. Without from, events that have not ended yet. An event with no ticket type
 * on sale yet is neither free nor paid.
 */
export const ZDiscoveryQuery = z
  .object({
    q: z.string().trim().max(200).optional(),
    category: ZEventCategory.optional(),
    audience: ZAudience.optional(),
    from: ZDate.optional(),
    to: ZDate.optional(),
    /** free: a free ticket type is on sale; paid: every ticket type on sale costs money. */
    price: z.enum(["free", "paid"]).optional(),
    sort: z.enum(["date", "distance"]).default("date"),
    ...where,
  })
  .refine((query) => query.sort !== "distance" || query.near !== undefined, {
    error: "Sorting by distance needs a place (near=LAT,LNG)",
    path: ["sort"],
  });
export type TDiscoveryQuery = z.output<typeof ZDiscoveryQuery>;

/** `GET /api/v1/discover`: what to rank by besides who I follow; categories comma-separated. */
export const ZPersonalDiscoveryQuery = z.object({
  categories: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(",").map((c) => c.trim()) : []))
    .pipe(z.array(ZEventCategory).max(15)),
  ...where,
});
export type TPersonalDiscoveryQuery = z.output<typeof ZPersonalDiscoveryQuery>;

/** An event as discovery, the event page's share tags and calendar feeds show it. */
export const ZEventListing = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  organizationName: z.string().nullable(),
  title: z.string(),
  /** The description's first words, as plain text. */
  excerpt: z.string(),
  category: ZEventCategory,
  audience: ZAudience,
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  venue: z
    .object({ name: z.string(), address: z.string(), latitude: z.number(), longitude: z.number() })
    .nullable(),
  online: z.boolean(),
  coverImageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  languages: z.array(z.string()),
  facilities: z.array(ZFacility),
  moonSighting: z.boolean(),
  /** The lowest ticket price on sale, in minor units (0: free); null before it has a ticket type. */
  lowestPrice: z.object({ amount: z.number().int().nonnegative(), currency: z.string() }).nullable(),
  /** The host's tier buys promotion; shown as such, never hidden among the rest. */
  promoted: z.boolean(),
  /** The host is verified: the badge. */
  hostVerified: z.boolean(),
  /**
   * Kilometres from the place asked about, when one was. Last, so a listing encoded once can be
   * followed by each visitor's own distance (the events service's page-json.ts).
   */
  distanceKm: z.number().optional(),
});
export type TEventListing = z.infer<typeof ZEventListing>;

export const ZDiscoveryPage = z.object({
  items: z.array(ZEventListing),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().nonnegative(),
});
export type TDiscoveryPage = z.infer<typeof ZDiscoveryPage>;

/** Why an event is in my ranking: the web says so beside it. */
export const ZRankingReason = z.enum(["followed", "registered-host", "category", "nearby", "soon"]);
export type TRankingReason = z.infer<typeof ZRankingReason>;

export const ZPersonalDiscoveryPage = z.object({
  items: z.array(ZEventListing.extend({ reasons: z.array(ZRankingReason) })),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().nonnegative(),
});
export type TPersonalDiscoveryPage = z.infer<typeof ZPersonalDiscoveryPage>;
