import type { Kysely } from "kysely";
import type { DiscoveryEventsTable } from "./tables/discovery-events.ts";
import type { FollowsTable } from "./tables/follows.ts";
import type { HostOrganizationsTable } from "./tables/host-organizations.ts";
import type { HostVerificationsTable } from "./tables/host-verifications.ts";
import type { VenuesTable } from "./tables/venues.ts";

/** Read model: one row per event visible in listings, kept by the events decider's inline projection. */
export interface EventListTable {
  event_id: string;
  organization_id: string;
  title: string;
  summary: string;
  starts_at: Date;
  ends_at: Date | null;
  venue: string;
  status: string;
  published_at: Date | null;
  updated_at: Date;
}

export interface EventsDatabase {
  discovery_events: DiscoveryEventsTable;
  follows: FollowsTable;
  host_organizations: HostOrganizationsTable;
  host_verifications: HostVerificationsTable;
  venues: VenuesTable;
  event_list: EventListTable;
}

/** The service's own tables, in its schema. */
export function eventsDb(db: Kysely<unknown>, schema = "events"): Kysely<EventsDatabase> {
  return (db as Kysely<EventsDatabase>).withSchema(schema);
}
