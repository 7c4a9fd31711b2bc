import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "@mawid/eventstore";
import { migrateService } from "@mawid/service";
import {
  createTestDatabase,
  pagesRead,
  kyselyStatements,
  tablePages,
  type TestDatabase,
} from "@mawid/testing";
import { ticketingService } from "../app.ts";
import { ticketingDb } from "../db/tables.ts";
import { waitingLines } from "./offer-seats.ts";

let tdb: TestDatabase;
let db: Kysely<unknown>;

beforeAll(async () => {
  tdb = await createTestDatabase("ticketing_waiting_lines");
  db = createDatabase({ url: tdb.url, max: 2 });
  await migrateService(ticketingService, db, false);
});
afterAll(async () => {
  await db.destroy();
  await tdb.drop();
});

const EVENT = "0b7a2c1e-5f3d-4e8a-9c21-7d4b6e8f0a13";
const typeNo = (n: number) => `5a1f0c2e-3b4d-4c6e-8f70-${String(n).padStart(12, "0")}`;

/** `n` entries of one line, in one status, joined in line order after those before them. */
async function join(ticketType: number, status: string, n: number): Promise<void> {
  await sql`
    INSERT INTO ticketing.waitlist_entries (entry_id, ticket_type_id, event_id, user_id, quantity, status, joined_at)
    SELECT gen_random_uuid(), ${typeNo(ticketType)}::uuid, ${EVENT}::uuid, gen_random_uuid(), 1, ${status}, now()
    FROM generate_series(1, ${n})`.execute(db);
}

describe("the waitlist sweep's lines with people waiting", () => {
  it("are the lines with someone waiting, longest-waiting first, read from a few pages among years of closed entries", async () => {
    // a season of sales whose waiters took their seats, let offers lapse or left
    for (let t = 10; t < 60; t++)
      await join(t, t % 3 === 0 ? "taken" : t % 3 === 1 ? "expired" : "left", 2_000);
    await join(2, "waiting", 3);
    await join(1, "waiting", 2);
    await join(2, "waiting", 1);
    await join(3, "offered", 1);
    await sql`ANALYZE ticketing.waitlist_entries`.execute(db);

    const lines = await waitingLines(ticketingDb(db), "every-event").execute();
    expect(lines.map((l) => l.ticket_type_id)).toEqual([typeNo(2), typeNo(1)]);

    const query = waitingLines(ticketingDb(db), "every-event").compile();
    const statements = kyselyStatements(db);
    expect(await tablePages(statements, "ticketing.waitlist_entries")).toBeGreaterThan(500);
    expect(await pagesRead(statements, query.sql, [...query.parameters])).toBeLessThan(20);
  });
});
