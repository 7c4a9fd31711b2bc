import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { TAudience, TEventCategory, TEventListing, TFacility, TPoint } from "@mawid/contracts/events";
import type { EventsDatabase } from "../db/tables.ts";
import { placeBox } from "./place-box.ts";

const EXCERPT_LENGTH = 240;
const EARTH_RADIUS_KM = 6371;

type From = EventsDatabase & { e: EventsDatabase["discovery_events"] };

/** Great-circle distance in km from the point to the event's venue (haversine). */
export function distanceKm(point: TPoint) {
  const { latitude, longitude } = point;
  return sql<number>`(${2 * EARTH_RADIUS_KM} * asin(sqrt(
    power(sin(radians(e.latitude - ${latitude}) / 2), 2) +
    cos(radians(${latitude})) * cos(radians(e.latitude)) * power(sin(radians(e.longitude - ${longitude}) / 2), 2)
  )))`;
}

/**
 * Events whose venue is within radiusKm of the point: the bands of latitude its box spans, the
 * longitudes within each band that the index can range over (discovery_events_listed_band), then the
 * exact distance.
 */
export function within<O>(query: SelectQueryBuilder<From, "e", O>, point: TPoint, radiusKm: number) {
  const box = placeBox(point, radiusKm);
  let q = query
    .where(sql<boolean>`e.place_band = ANY(${box.bands}::integer[])`)
    .where("e.latitude", ">=", box.south)
    .where("e.latitude", "<=", box.north);
  if (box.west !== null && box.east !== null) {
    q = q.where("e.longitude", ">=", box.west).where("e.longitude", "<=", box.east);
  }
  return q.where(distanceKm(point), "<=", radiusKm);
}

/** Published public events: the only ones discovery lists. */
export function listedEvents(db: Kysely<EventsDatabase>) {
  return db
    .selectFrom("discovery_events as e")
    .where("e.status", "=", "published")
    .where("e.visibility", "=", "public");
}

/** The columns a listing shows, with its host's name, promotion and badge. */
export function listingColumns(eb: ExpressionBuilder<From, "e">) {
  return [
    "e.event_id",
    "e.organization_id",
    "e.title",
    sql<string>`left(e.description, ${EXCERPT_LENGTH})`.as("excerpt"),
    "e.category",
    "e.audience",
    "e.starts_at",
    "e.ends_at",
    "e.time_zone",
    "e.venue_name",
    "e.venue_address",
    "e.latitude",
    "e.longitude",
    "e.online_url",
    "e.cover_image_url",
    "e.tags",
    "e.languages",
    "e.facilities",
    "e.moon_sighting",
    "e.lowest_price",
    "e.price_currency",
    eb
      .selectFrom("host_organizations as o")
      .select("o.name")
      .whereRef("o.organization_id", "=", "e.organization_id")
      .as("organization_name"),
    eb
      .selectFrom("host_organizations as o")
      .select("o.promotion")
      .whereRef("o.organization_id", "=", "e.organization_id")
      .as("promotion"),
    eb
      .selectFrom("host_verifications as v")
      .select(sql<boolean>`v.status = 'verified'`.as("verified"))
      .whereRef("v.organization_id", "=", "e.organization_id")
      .as("host_verified"),
  ] as const;
}

export interface ListingRow {
  event_id: string;
  organization_id: string;
  title: string;
  excerpt: string;
  category: string;
  audience: string;
  starts_at: Date;
  ends_at: Date;
  time_zone: string;
  venue_name: string | null;
  venue_address: string | null;
  latitude: number | null;
  longitude: number | null;
  online_url: string | null;
  cover_image_url: string | null;
  tags: string[];
  languages: string[];
  facilities: string[];
  moon_sighting: boolean;
  lowest_price: number | null;
  price_currency: string | null;
  organization_name: string | null;
  promotion: number | null;
  host_verified: boolean | null;
  distance_km?: number | null;
}

export function toListing(row: ListingRow): TEventListing {
  const venue =
    row.venue_name !== null && row.latitude !== null && row.longitude !== null
      ? {
          name: row.venue_name,
          address: row.venue_address ?? "",
          latitude: row.latitude,
          longitude: row.longitude,
        }
      : null;
  return {
    id: row.event_id,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category as TEventCategory,
    audience: row.audience as TAudience,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    timeZone: row.time_zone,
    venue,
    online: row.online_url !== null,
    coverImageUrl: row.cover_image_url,
    tags: row.tags,
    languages: row.languages,
    facilities: row.facilities as TFacility[],
    moonSighting: row.moon_sighting,
    lowestPrice:
      row.lowest_price === null || row.price_currency === null
        ? null
        : { amount: row.lowest_price, currency: row.price_currency },
    ...(row.distance_km === undefined || row.distance_km === null
      ? {}
      : { distanceKm: Math.round(row.distance_km * 10) / 10 }),
    promoted: (row.promotion ?? 0) > 0,
    hostVerified: row.host_verified === true,
  };
}
