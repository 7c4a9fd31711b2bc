import type { Kysely } from "kysely";
import type { EventDetailsTable } from "./tables/event-details.ts";
import type { DiscoveryEventsTable } from "./tables/discovery-events.ts";
import type { FollowsTable } from "./tables/follows.ts";
import type { HostOrganizationsTable } from "./tables/host-organizations.ts";
import type { HostVerificationsTable } from "./tables/host-verifications.ts";
import type { PrayerSettingsTable } from "./tables/prayer-settings.ts";
import type { TicketPricesTable } from "./tables/ticket-prices.ts";
import type { VenuesTable } from "./tables/venues.ts";

export interface EventsDatabase {
  event_details: EventDetailsTable;
  discovery_events: DiscoveryEventsTable;
  follows: FollowsTable;
  host_organizations: HostOrganizationsTable;
  host_verifications: HostVerificationsTable;
  prayer_settings: PrayerSettingsTable;
  ticket_prices: TicketPricesTable;
  venues: VenuesTable;
}

/** The service's own tables, in its schema. */
export function eventsDb(db: Kysely<unknown>, schema = "events"): Kysely<EventsDatabase> {
  return (db as Kysely<EventsDatabase>).withSchema(schema);
}
