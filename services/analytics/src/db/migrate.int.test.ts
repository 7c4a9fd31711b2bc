import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "@mawid/eventstore";
import { migrateService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { analyticsService } from "../app.ts";
import { up as bootStatements } from "./migrations/001-initial.ts";

let tdb: TestDatabase;
let db: Kysely<unknown>;

beforeAll(async () => {
  tdb = await createTestDatabase("analytics");
  db = createDatabase({ url: tdb.url, max: 2 });
});
afterAll(async () => {
  await db.destroy();
  await tdb.drop();
});

describe("the analytics service's migrations", () => {
  it("adopt the tables its boot made before the runner, keeping their rows", async () => {
    // 001 is the very statements the service ran at every boot, with no ledger
    await sql`CREATE SCHEMA analytics`.execute(db);
    await bootStatements(db, "analytics");
    await sql`INSERT INTO analytics.platform_event_counts (topic, event_type, count, last_occurred_at) VALUES ('events.event.v1', 'EventPublished', 3, now())`.execute(
      db,
    );

    await migrateService(analyticsService, db, false);
    const { rows: ledger } = await sql<{ name: string }>`
      SELECT name FROM analytics.migrations ORDER BY applied_at, name`.execute(db);
    expect(ledger.map((r) => r.name)).toEqual([
      "eventstore/001-initial",
      "eventstore/002-insert-events",
      "inbox/001-initial",
      "001-initial",
      "002-read-models",
      "003-covering-indexes",
      "004-ticket-type-capacity-version",
    ]);
    const { rows } = await sql`SELECT FROM analytics.platform_event_counts`.execute(db);
    expect(rows).toHaveLength(1);
  });
});
