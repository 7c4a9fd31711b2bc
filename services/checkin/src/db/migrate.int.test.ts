import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "@mawid/eventstore";
import { migrateService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { checkinService } from "../app.ts";
import { checkinMigrations } from "./migrate.ts";

let tdb: TestDatabase;
let db: Kysely<unknown>;

beforeAll(async () => {
  tdb = await createTestDatabase("checkin");
  db = createDatabase({ url: tdb.url, max: 2 });
});
afterAll(async () => {
  await db.destroy();
  await tdb.drop();
});

const before006 = checkinMigrations.findIndex((m) => m.name === "006-device-activity-in-scan-writes");

/** A scan event as the version before migration 006 wrote it, each on a stream of its own. */
async function scanEvent(type: string, deviceId: string | null, scannedAt: string): Promise<void> {
  const data = { deviceId, scannedAt, eventId: randomUUID() };
  await sql`
    INSERT INTO checkin.events (event_id, stream_id, stream_type, stream_position, type, version, data,
      correlation_id, occurred_at)
    VALUES (${randomUUID()}, ${`admission:${randomUUID()}`}, 'checkin.admission', 1, ${type}, 1,
      ${JSON.stringify(data)}::jsonb, ${randomUUID()}, ${scannedAt})`.execute(db);
}

const activity = async () => {
  const { rows } = await sql<{ device_id: string; admitted: number; rejected: number; last_scan_at: Date }>`
    SELECT device_id, admitted, rejected, last_scan_at FROM checkin.device_activity ORDER BY admitted DESC`.execute(
    db,
  );
  return rows.map((r) => ({ ...r, last_scan_at: r.last_scan_at.toISOString() }));
};

describe("check-in's migrations", () => {
  it("count again the scans the old device-activity consumer had not reached when the upgrade ran", async () => {
    await migrateService({ ...checkinService, migrations: checkinMigrations.slice(0, before006) }, db, false);
    const [gate, door] = [randomUUID(), randomUUID()];
    await scanEvent("TicketCheckedIn", gate, "2026-03-30T17:00:00.000Z");
    await scanEvent("TicketCheckedIn", gate, "2026-03-30T17:01:00.000Z");
    await scanEvent("ScanRejected", gate, "2026-03-30T17:02:00.000Z");
    await scanEvent("UnknownCodeScanned", gate, "2026-03-30T17:03:00.000Z");
    // scans out, and check-ins by a member at the desk, count for no device
    await scanEvent("TicketCheckedOut", gate, "2026-03-30T17:09:00.000Z");
    await scanEvent("TicketCheckedIn", null, "2026-03-30T17:04:00.000Z");
    await scanEvent("TicketCheckedIn", door, "2026-03-30T17:05:00.000Z");
    // how far the consumer had counted: the gate's first admission, nothing of the door's
    await sql`
      INSERT INTO checkin.device_activity (device_id, admitted, rejected, last_scan_at)
      VALUES (${gate}, 1, 0, '2026-03-30T17:00:00.000Z')`.execute(db);

    await migrateService(checkinService, db, false);

    expect(await activity()).toEqual([
      { device_id: gate, admitted: 2, rejected: 2, last_scan_at: "2026-03-30T17:03:00.000Z" },
      { device_id: door, admitted: 1, rejected: 0, last_scan_at: "2026-03-30T17:05:00.000Z" },
    ]);
  });
});
