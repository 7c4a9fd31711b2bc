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
  it("adopt the tables its boot made before the runner, keeping their rows", async () => {
    // 001 is the very statements the service ran at every boot, with no ledger
    await sql`CREATE SCHEMA events`.execute(db);
    await bootStatements(db, "events");
    await sql`INSERT INTO events.event_list (event_id, organization_id, title, starts_at, status) VALUES ('e1', 'o1', 'Eid prayer', now(), 'published')`.execute(
      db,
    );

    await migrateService(eventsService, db, false);
    const { rows: ledger } = await sql<{ name: string }>`
      SELECT name FROM events.migrations ORDER BY applied_at, name`.execute(db);
    expect(ledger.map((r) => r.name)).toEqual(["eventstore/001-initial", "inbox/001-initial", "001-initial"]);
    const { rows } = await sql`SELECT FROM events.event_list`.execute(db);
    expect(rows).toHaveLength(1);
  });
});
