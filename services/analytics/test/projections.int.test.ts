import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migrateBus } from "@mawid/bus";
import { ZEventSummary, ZOrganizationDashboard } from "@mawid/contracts/analytics";
import type { TEnvelope } from "@mawid/contracts/platform";
import { startTestService, type TestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { analyticsService } from "../src/app.ts";
import { projectionConsumers } from "../src/consumers/projections.ts";
import { PROJECTED_TABLES } from "../src/projection/read-model-tables.ts";
import { rebuildReadModels } from "../src/rebuild/rebuild.ts";
import { deliver, dumpReadModels, emptyReadModels, holdTable, person, publish, shuffled } from "./harness.ts";
import { organisationHistory } from "./scenario.ts";

let database: TestDatabase;
let service: TestService<Record<never, never>>;
let db: Kysely<unknown>;
const organizationId = randomUUID();
const host = person({ id: organizationId });
const now = new Date();
const history = organisationHistory(organizationId, now);

async function summary() {
  const response = await service.app.inject({
    method: "GET",
    url: `/api/v1/analytics/events/${history.lecture.eventId}/summary`,
    headers: await service.bearer(host),
  });
  expect(response.statusCode).toBe(200);
  return ZEventSummary.parse(response.json());
}

beforeAll(async () => {
  database = await createTestDatabase("analytics");
  service = await startTestService(analyticsService, database.url);
  db = service.ctx.db;
  await migrateBus(db);
});
afterAll(async () => {
  await service?.close();
  await database?.drop();
});
beforeEach(async () => {
  await emptyReadModels(db);
  await sql`DELETE FROM bus.messages`.execute(db);
  await sql`DELETE FROM bus.checkpoints`.execute(db);
});

describe("the projections, from the events of an organisation's history", () => {
  it("give the host the event's sales, money, gifts, check-ins and no-shows", async () => {
    await deliver(db, history.messages);
    const s = await summary();
    expect(s.sold).toBe(5);
    expect(s.capacity).toBe(100);
    // each ticket type's places, the brothers' as the host changed them after they were made
    const types = await sql<{ section: string; capacity: number }>`
      SELECT section, capacity FROM analytics.ticket_types WHERE event_id = ${history.lecture.eventId}
      ORDER BY section`.execute(db);
    expect(types.rows).toEqual([
      { section: "brothers", capacity: 70 },
      { section: "sisters", capacity: 50 },
    ]);
    expect(s.bySection).toEqual([
      { section: "brothers", sold: 3, checkedIn: 1 },
      { section: "sisters", sold: 2, checkedIn: 2 },
    ]);
    expect(s.revenue).toEqual([{ currency: "GBP", amount: 4800 }]);
    expect(s.fees).toEqual([{ currency: "GBP", amount: 779 }]);
    expect(s.donationsByFund).toHaveLength(1);
    expect(s.donationsByFund[0]).toMatchObject({ currency: "GBP", byFund: { zakat: 500, sadaqah: 0 } });
    expect(s.checkedIn).toBe(3);
    expect(s.noShowRate).toBeCloseTo(0.4);
    expect(s.orders).toBe(4);
    expect(s.promoCodeUses).toEqual([{ code: "SAVE10", uses: 1 }]);
  });

  it("give the dashboard the upcoming event, this month's gifts and what needs doing", async () => {
    await deliver(db, history.messages);
    const response = await service.app.inject({
      method: "GET",
      url: `/api/v1/analytics/organizations/${organizationId}/dashboard`,
      headers: await service.bearer(host),
    });
    expect(response.statusCode).toBe(200);
    const d = ZOrganizationDashboard.parse(response.json());
    expect(d.upcoming.map((e) => [e.eventId, e.status, e.sold])).toEqual([
      [history.upcoming.eventId, "submitted", 0],
    ]);
    // the standalone sadaqah less its refund; the zakat given with the lecture's order
    const gbp = d.donationsThisMonth.find((x) => x.currency === "GBP")!;
    expect(gbp.byFund.sadaqah).toBe(700);
    expect(d.todo.map((t) => t.kind)).toEqual(
      expect.arrayContaining(["awaiting_approval", "certificate_expiring"]),
    );
    // verification was requested, so it is not asked for again
    expect(d.todo.map((t) => t.kind)).not.toContain("verification_not_requested");
  });

  it("ask a host who never requested verification to request it, before anything else", async () => {
    await deliver(
      db,
      history.messages.filter((m) => !m.envelope.type.startsWith("Verification")),
    );
    const response = await service.app.inject({
      method: "GET",
      url: `/api/v1/analytics/organizations/${organizationId}/dashboard`,
      headers: await service.bearer(host),
    });
    expect(response.statusCode).toBe(200);
    const d = ZOrganizationDashboard.parse(response.json());
    expect(d.todo[0]).toEqual({
      kind: "verification_not_requested",
      eventId: null,
      title: "Request host verification",
      due: null,
    });
  });

  it("give the same rows, and the same totals, when messages come twice and in any order", async () => {
    await deliver(db, history.messages);
    const once = await dumpReadModels(db);
    const onceSummary = await summary();
    for (const seed of [1, 7, 42]) {
      await emptyReadModels(db);
      const twice = shuffled([...history.messages, ...shuffled(history.messages, seed + 1)], seed);
      await deliver(db, twice);
      expect(await dumpReadModels(db)).toEqual(once);
      expect({ ...(await summary()), updatedAt: null }).toEqual({ ...onceSummary, updatedAt: null });
    }
  });

  it("give the same rows when a consumer takes its messages in batches, twice over", async () => {
    await deliver(db, history.messages);
    const once = await dumpReadModels(db);
    for (const batch of [3, 100]) {
      await emptyReadModels(db);
      await deliver(db, [...history.messages, ...shuffled(history.messages, batch)], batch);
      expect(await dumpReadModels(db)).toEqual(once);
    }
  });

  it("leave every row unwritten when a message comes again and changes nothing", async () => {
    await deliver(db, history.messages);
    // xmin names the transaction that wrote a row's current version: a rewrite of an equal row (a new
    // version, new index entries, dead ones for vacuum) would change it
    const versions = async () =>
      Object.fromEntries(
        await Promise.all(
          PROJECTED_TABLES.map(async (t) => {
            const { rows } = await sql<{ v: string }>`
              SELECT xmin::text AS v FROM ${sql.id("analytics", t)} ORDER BY ctid`.execute(db);
            return [t, rows.map((r) => r.v)] as const;
          }),
        ),
      );
    const before = await versions();
    expect(before.positions!.length).toBeGreaterThan(0);
    await deliver(db, shuffled(history.messages, 5));
    expect(await versions()).toEqual(before);
  });

  it("count a refund that arrives before its order once the order does", async () => {
    const refund = history.messages.find((m) => m.envelope.type === "OrderRefunded")!;
    await deliver(db, [refund, ...history.messages.filter((m) => m !== refund)]);
    const s = await summary();
    expect(s.revenue).toEqual([{ currency: "GBP", amount: 4800 }]);
    expect(s.sold).toBe(5);
  });
});

describe("a rebuild from the beginning of the log", () => {
  it("makes exactly the read models the live consumers made, row for row, and moves their checkpoints", async () => {
    await deliver(db, history.messages);
    const live = await dumpReadModels(db);
    // the log holds them in a different order, some twice (a relay that published again after a crash)
    const log = shuffled([...history.messages, ...history.messages.slice(0, 10)], 3);
    await publish(db, log);
    await emptyReadModels(db);
    await deliver(db, history.messages.slice(0, 3)); // rows the rebuild must empty first

    const progress: number[] = [];
    const report = await rebuildReadModels({
      db,
      url: database.url,
      schema: "analytics",
      pageSize: 7,
      onProgress: (p) => progress.push(p.done),
    });
    expect(report).toMatchObject({ events: log.length, skipped: 0 });
    expect(progress.at(-1)).toBe(log.length);
    expect(await dumpReadModels(db)).toEqual(live);

    // each group goes on after the last message of each of its topics
    const { rows } = await sql<{ group_name: string; topic: string; position: string }>`
      SELECT group_name, topic, position::text AS position FROM bus.checkpoints`.execute(db);
    const { rows: last } = await sql<{ topic: string; position: string }>`
      SELECT topic, max(position)::text AS position FROM bus.messages GROUP BY topic`.execute(db);
    const consumers = projectionConsumers("analytics");
    for (const { topic, position } of last) {
      const group = consumers.find((c) => c.topics.includes(topic))!.group;
      expect(rows).toContainEqual({ group_name: group, topic, position });
    }
  });

  it("shows the host the whole old figures while it rebuilds, and never a table half refilled", async () => {
    await deliver(db, history.messages);
    await publish(db, history.messages);
    let rebuilt = false;
    const rebuilding = rebuildReadModels({
      db,
      url: database.url,
      schema: "analytics",
      pageSize: 1,
      force: true,
    }).finally(() => {
      rebuilt = true;
    });
    const seen = new Set<number>();
    let reads = 0;
    while (!rebuilt) {
      seen.add((await summary()).sold);
      reads++;
    }
    await rebuilding;
    expect(reads).toBeGreaterThan(1);
    expect([...seen]).toEqual([5]);
    expect((await summary()).sold).toBe(5);
  });

  it("misses nothing that reached the log while it rebuilt: the swap takes it in, or the live consumers go on from just before it", async () => {
    const later = organisationHistory(randomUUID(), now);
    await publish(db, history.messages);
    // a long read keeps the swap waiting until the later messages are in the log
    const longRead = await holdTable(db, "positions");
    const rebuilding = rebuildReadModels({ db, url: database.url, schema: "analytics", force: true });
    try {
      // the copies' last index is built: what is left is the swap
      await expect
        .poll(
          async () =>
            (
              await sql<{ n: number }>`
                SELECT count(*)::int AS n FROM pg_indexes
                WHERE schemaname = 'analytics' AND indexname = 'admissions_ticket__rebuild'`.execute(db)
            ).rows[0]!.n,
          { timeout: 20_000, interval: 10 },
        )
        .toBe(1);
      await publish(db, later.messages);
    } finally {
      await longRead.release();
    }
    const report = await rebuilding;
    expect(report.events).toBeGreaterThanOrEqual(history.messages.length);
    // what the live consumers read next, from the checkpoints the swap left them
    const { rows: next } = await sql<{ topic: string; key: string; envelope: TEnvelope }>`
      SELECT DISTINCT ON (m.transaction_id, m.position) m.topic, m.key, m.envelope
      FROM bus.messages m JOIN bus.checkpoints c ON c.topic = m.topic
      WHERE (m.transaction_id, m.position) > (c.transaction_id, c.position)
      ORDER BY m.transaction_id, m.position`.execute(db);
    expect(report.events + next.length).toBe(history.messages.length + later.messages.length);
    await deliver(
      db,
      next.map((m) => ({ ...m, headers: {} })),
    );
    const rebuilt = await dumpReadModels(db);
    await emptyReadModels(db);
    await deliver(db, [...history.messages, ...later.messages]);
    expect(rebuilt).toEqual(await dumpReadModels(db));
  }, 60_000);

  it("lets the dashboard's reads by while it waits to swap in a table a long read holds", async () => {
    await deliver(db, history.messages);
    await publish(db, history.messages);
    const count = sql<{ n: number }>`SELECT count(*)::int AS n FROM analytics.positions`;
    // a long read (an export, say) holds the positions table until it ends
    const longRead = await holdTable(db, "positions");
    // the read models hold what the live consumers made of the same log: no facts lost, force
    const rebuilding = rebuildReadModels({ db, url: database.url, schema: "analytics", force: true });
    try {
      await expect
        .poll(
          async () =>
            (
              await sql<{ waiting: boolean }>`
                SELECT EXISTS (SELECT 1 FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
                  WHERE c.relname = 'positions' AND l.mode = 'AccessExclusiveLock' AND NOT l.granted) AS waiting`.execute(
                db,
              )
            ).rows[0]!.waiting,
          { timeout: 20_000, interval: 5 },
        )
        .toBe(true);
      // a swap waiting its turn would queue this read behind it until the long read ended
      expect((await count.execute(db)).rows[0]!.n).toBe(longRead.counted);
      expect(longRead.counted).toBeGreaterThan(0);
    } finally {
      await longRead.release();
    }
    expect(await rebuilding).toMatchObject({ events: history.messages.length, skipped: 0 });
    expect((await summary()).sold).toBe(5);
  }, 60_000);

  it("leaves the service's own role owning the tables when an administrator rebuilds them", async () => {
    const role = `analytics_${randomUUID().slice(0, 8)}`;
    const owners = async () =>
      (
        await sql<{ owner: string }>`
          SELECT DISTINCT tableowner AS owner FROM pg_tables
          WHERE schemaname = 'analytics' AND tablename = ANY(${[...PROJECTED_TABLES]}::text[])`.execute(db)
      ).rows;
    await sql`CREATE ROLE ${sql.id(role)}`.execute(db);
    try {
      for (const t of PROJECTED_TABLES)
        await sql`ALTER TABLE ${sql.id("analytics", t)} OWNER TO ${sql.id(role)}`.execute(db);
      await publish(db, history.messages);
      await rebuildReadModels({ db, url: database.url, schema: "analytics", force: true });
      expect(await owners()).toEqual([{ owner: role }]);
      expect((await summary()).sold).toBe(5);
    } finally {
      await sql`REASSIGN OWNED BY ${sql.id(role)} TO CURRENT_USER`.execute(db);
      await sql`DROP ROLE ${sql.id(role)}`.execute(db);
    }
  });

  it("skips a message that breaks its contract, as the live consumers park it", async () => {
    const broken = {
      ...history.messages[0]!,
      envelope: { ...history.messages[0]!.envelope, data: { eventId: "nope" } },
    };
    await publish(db, [broken, ...history.messages]);
    const report = await rebuildReadModels({ db, url: database.url, schema: "analytics" });
    expect(report.skipped).toBe(1);
    expect((await summary()).sold).toBe(5);
  });

  it("refuses to drop facts the log no longer holds, unless forced", async () => {
    await deliver(db, history.messages);
    await publish(db, history.messages.slice(-3));
    await sql`UPDATE bus.messages SET created_at = now()`.execute(db);
    await expect(rebuildReadModels({ db, url: database.url, schema: "analytics" })).rejects.toThrow(
      /retention has pruned/,
    );
    await rebuildReadModels({ db, url: database.url, schema: "analytics", force: true });
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM analytics.orders`.execute(db);
    expect(rows[0]!.n).toBe(0);
  });
});
