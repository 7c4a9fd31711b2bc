import type { Migration } from "@mawid/eventstore";
import * as initial from "./migrations/001-initial.ts";
import * as eventStoreViews from "./migrations/002-event-store-views.ts";
import * as discovery from "./migrations/003-discovery.ts";
import * as prayerSettings from "./migrations/004-prayer-settings.ts";
import * as ticketPrices from "./migrations/005-ticket-prices.ts";
import * as discoveryPlaceBands from "./migrations/006-discovery-place-bands.ts";

/**
 * The events service's own migrations, oldest first, run by the platform's one runner after the event
 * store's and the inbox's. A new migration is a new numbered file in ./migrations and one line here;
 * a released one is never edited.
 */
export const eventsMigrations: readonly Migration[] = [
  { name: "001-initial", up: initial.up },
  { name: "002-event-store-views", up: eventStoreViews.up },
  { name: "003-discovery", up: discovery.up },
  { name: "004-prayer-settings", up: prayerSettings.up },
  { name: "005-ticket-prices", up: ticketPrices.up },
  { name: "006-discovery-place-bands", up: discoveryPlaceBands.up },
];
