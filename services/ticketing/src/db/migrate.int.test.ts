import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "@mawid/eventstore";
import { migrateService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { ticketingService } from "../app.ts";
import { up as bootStatements } from "./migrations/001-initial.ts";

let tdb: TestDatabase;
let db: Kysely<unknown>;

beforeAll(async () => {
  tdb = await createTestDatabase("ticketing");
  db = createDatabase({ url: tdb.url, max: 2 });
});
afterAll(async () => {
  await db.destroy();
  await tdb.drop();
});

describe("the ticketing service's migrations", () => {
  it("adopt the tables its boot made before the runner, then replace the skeleton's listing", async () => {
    // 001 is the very statements the service ran at every boot, with no ledger
    await sql`CREATE SCHEMA ticketing`.execute(db);
    await bootStatements(db, "ticketing");
    await sql`INSERT INTO ticketing.ticket_type_list (ticket_type_id, event_id, name, price_cents, currency, quota, status) VALUES ('t1', 'e1', 'Adult', 1500, 'GBP', 100, 'on_sale')`.execute(
      db,
    );

    await migrateService(ticketingService, db, false);
    const { rows: ledger } = await sql<{ name: string }>`
      SELECT name FROM ticketing.migrations ORDER BY applied_at, name`.execute(db);
    expect(ledger.map((r) => r.name).slice(0, 5)).toEqual([
      "eventstore/001-initial",
      "eventstore/002-insert-events",
      "inbox/001-initial",
      "001-initial",
      "002-ticket-types-and-orders",
    ]);
    // The listing had no writer: ticket_types, kept by the ticket-types projection, took its place.
    const { rows } = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'ticketing' AND table_name IN ('ticket_type_list', 'ticket_types')`.execute(db);
    expect(rows.map((r) => r.name)).toEqual(["ticket_types"]);
  });
});
