import type { Generated, GeneratedAlways } from "kysely";

/** The discovery index: one row per event, kept by the discovery projection of the event stream. */
export interface DiscoveryEventsTable {
  event_id: string;
  organization_id: string;
  status: string;
  visibility: string;
  title: string;
  /** Plain text of the sanitised description. */
  description: string;
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
  /** Tags and the venue's name, searched as written. */
  keywords: string;
  moon_sighting: boolean;
  published_at: Date | null;
  /** The lowest price on sale in minor units (0: free); null until the event has a visible ticket type. */
  lowest_price: Generated<number | null>;
  price_currency: Generated<string | null>;
  updated_at: Date;
  search: Generated<string>;
  /** The venue's band of latitude, floor(latitude × 10): near-me ranges over longitude within bands. */
  place_band: GeneratedAlways<number | null>;
}
