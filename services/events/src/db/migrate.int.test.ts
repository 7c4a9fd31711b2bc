import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "@mawid/eventstore";
import { migrateService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { eventsService } from "../app.ts";
import { up as bootStatements } from "./migrations/001-initial.ts";

let tdb: TestDatabase;
let db: Kysely<unknown>;

beforeAll(async () => {
  tdb = await createTestDatabase("events");
  db = createDatabase({ url: tdb.url, max: 2 });
});
afterAll(async () => {
  await db.destroy();
  await tdb.drop();
});

describe("the events service's migrations", () => {
  it("adopt the table its boot made before the runner, which 002 then replaces with the event store's views", async () => {
    // 001 is the very statements the service ran at every boot, with no ledger
    await sql`CREATE SCHEMA events`.execute(db);
    await bootStatements(db, "events");

    await migrateService(eventsService, db, false);
    const { rows: ledger } = await sql<{ name: string }>`
      SELECT name FROM events.migrations ORDER BY applied_at, name`.execute(db);
    expect(ledger.map((r) => r.name).slice(0, 5)).toEqual([
      "eventstore/001-initial",
      "eventstore/002-insert-events",
      "inbox/001-initial",
      "001-initial",
      "002-event-store-views",
    ]);
    const { rows } = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'events' AND table_name IN ('event_list', 'event_details')`.execute(db);
    expect(rows.map((r) => r.name)).toEqual(["event_details"]);
  });
});
