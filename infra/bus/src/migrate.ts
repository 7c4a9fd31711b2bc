import type { Kysely } from "kysely";
import { type Migration, runMigrations } from "@mawid/eventstore";
import * as busInitial from "./migrations/bus-001-initial.ts";
import * as inboxInitial from "./migrations/inbox-001-initial.ts";

/**
 * The postgres transport's log and consumer-group checkpoints, in schema "bus". Readers order and
 * checkpoint by (transaction_id, position) and only read rows of transactions older than every running
 * one, so a transaction that commits after a later one is never skipped.
 */
const busMigrations: readonly Migration[] = [{ name: "bus/001-initial", up: busInitial.up }];

/**
 * A service's inbox (one row per message a consumer group has had its effect for, committed with the
 * effect) and its parked (poison) messages, in the service's schema.
 */
export const inboxMigrations: readonly Migration[] = [{ name: "inbox/001-initial", up: inboxInitial.up }];

export async function migrateBus(db: Kysely<unknown>): Promise<void> {
  await runMigrations(db, "bus", busMigrations);
}

/** The inbox alone in a schema, for tools and tests that have no service around it. */
export async function migrateInbox(db: Kysely<unknown>, schema: string): Promise<void> {
  await runMigrations(db, schema, inboxMigrations);
}
