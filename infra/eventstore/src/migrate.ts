import type { Kysely } from "kysely";
import * as initial from "./migrations/001-initial.ts";
import * as insertEvents from "./migrations/002-insert-events.ts";
import { type Migration, runMigrations } from "./run-migrations.ts";

/** The event store's tables in each service's schema, run before the service's own migrations. */
export const eventStoreMigrations: readonly Migration[] = [
  { name: "eventstore/001-initial", up: initial.up },
  { name: "eventstore/002-insert-events", up: insertEvents.up },
];

/** The event store alone in a schema, for tools and tests that have no service around it. */
export async function migrateEventStore(db: Kysely<unknown>, schema: string): Promise<void> {
  await runMigrations(db, schema, eventStoreMigrations);
}
