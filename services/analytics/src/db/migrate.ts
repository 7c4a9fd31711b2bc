import type { Migration } from "@mawid/eventstore";
import * as initial from "./migrations/001-initial.ts";
import * as readModels from "./migrations/002-read-models.ts";
import * as coveringIndexes from "./migrations/003-covering-indexes.ts";
import * as ticketTypeCapacityVersion from "./migrations/004-ticket-type-capacity-version.ts";

/**
 * The analytics service's own migrations, oldest first, run by the platform's one runner after the event
 * store's and the inbox's. A new migration is a new numbered file in ./migrations and one line here;
 * a released one is never edited.
 */
export const analyticsMigrations: readonly Migration[] = [
  { name: "001-initial", up: initial.up },
  { name: "002-read-models", up: readModels.up },
  { name: "003-covering-indexes", up: coveringIndexes.up },
  { name: "004-ticket-type-capacity-version", up: ticketTypeCapacityVersion.up },
];
