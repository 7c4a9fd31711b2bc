import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { FixedWindowLimiter } from "./rate-limit.ts";
import { ReplicaLimits } from "./replica-limits.ts";

const WINDOW_START = Date.UTC(2026, 10, 22, 12, 0, 0);

describe("rate-limit counts shared by gateway replicas through PostgreSQL", () => {
  let database: TestDatabase;
  let admin: pg.Client;
  let now = WINDOW_START + 1_000;
  const open: ReplicaLimits[] = [];
  const warnings: string[] = [];
  const infos: string[] = [];
  let failures = 0;

  /** One replica: a per-IP limiter of 5 a minute and its exchange. */
  const replica = () => {
    const ip = new FixedWindowLimiter({ max: 5, windowMs: 60_000, shared: true, now: () => now });
    const exchange = new ReplicaLimits({
      url: database.url,
      limiters: { ip },
      log: { warn: (_fields, message) => warnings.push(message), info: (message) => infos.push(message) },
      onFailure: () => failures++,
      now: () => now,
    });
    open.push(exchange);
    return { ip, exchange };
  };
  const takes = (limiter: FixedWindowLimiter, n: number) =>
    Array.from({ length: n }, () => limiter.take("203.0.113.7") === 0);

  beforeAll(async () => {
    database = await createTestDatabase("gw");
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((exchange) => exchange.close()));
    await admin.query("DROP SCHEMA IF EXISTS gateway CASCADE");
    warnings.length = 0;
    infos.length = 0;
    failures = 0;
    now = WINDOW_START + 1_000;
  });
  afterAll(async () => {
    await admin?.end();
    await database?.drop();
  });

  it("limits a client spread over two replicas on the sum of both replicas' counts", async () => {
    const a = replica();
    const b = replica();
    expect(takes(a.ip, 3)).toEqual([true, true, true]);
    expect(await a.exchange.exchange()).toBe(true);
    expect(takes(a.ip, 1)).toEqual([true]);
    // a's second report does not count its first one again as somebody else's
    expect(await a.exchange.exchange()).toBe(true);
    expect(takes(a.ip, 1)).toEqual([true]);
    // b has not heard of the client yet: it counts its own first request alone, then learns a's 4
    expect(takes(b.ip, 1)).toEqual([true]);
    expect(await b.exchange.exchange()).toBe(true);
    expect(takes(b.ip, 1)).toEqual([false]);
  });

  it("keeps what it counted while the database was unreachable and reports it when it is back", async () => {
    const a = replica();
    const b = replica();
    expect(await a.exchange.exchange()).toBe(true);
    // the table out of reach: every report is refused until it is back
    await admin.query("ALTER TABLE gateway.rate_limit_counts RENAME TO rate_limit_counts_away");
    expect(takes(a.ip, 3)).toEqual([true, true, true]);
    expect(await a.exchange.exchange()).toBe(false);
    expect(await a.exchange.exchange()).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(failures).toBe(2);
    await admin.query("ALTER TABLE gateway.rate_limit_counts_away RENAME TO rate_limit_counts");
    expect(await a.exchange.exchange()).toBe(true);
    expect(infos).toHaveLength(1);
    expect(takes(b.ip, 1)).toEqual([true]);
    expect(await b.exchange.exchange()).toBe(true);
    expect(takes(b.ip, 2)).toEqual([true, false]);
  });

  it("creates its table through the migrations ledger, once, whichever replica reaches it first", async () => {
    const [a, b] = [replica(), replica()];
    expect(await Promise.all([a.exchange.exchange(), b.exchange.exchange()])).toEqual([true, true]);
    const ledger = await admin.query("SELECT name FROM gateway.migrations");
    expect(ledger.rows.map((r) => r.name)).toEqual(["001-rate-limit-counts"]);
    const { rows } = await admin.query(
      "SELECT relpersistence FROM pg_class WHERE oid = 'gateway.rate_limit_counts'::regclass",
    );
    expect(rows[0].relpersistence).toBe("u");
  });

  it("does not carry a window's counts into the next minute, and deletes them once it has ended", async () => {
    const a = replica();
    const b = replica();
    const rows = async () =>
      Number((await admin.query("SELECT count(*) AS n FROM gateway.rate_limit_counts")).rows[0].n);
    expect(takes(a.ip, 5)).toEqual([true, true, true, true, true]);
    expect(await a.exchange.exchange()).toBe(true);
    now = WINDOW_START + 45_000;
    expect(await b.exchange.exchange()).toBe(true);
    // the next minute, before b deletes the last one's rows: a's 5 are still there, but not counted
    now = WINDOW_START + 61_000;
    expect(takes(b.ip, 1)).toEqual([true]);
    expect(await b.exchange.exchange()).toBe(true);
    expect(takes(b.ip, 4)).toEqual([true, true, true, true]);
    expect(await rows()).toBe(2);
    now = WINDOW_START + 80_000;
    expect(await b.exchange.exchange()).toBe(true);
    expect(await rows()).toBe(1);
  });
});
