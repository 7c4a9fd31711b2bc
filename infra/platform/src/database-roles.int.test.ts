import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createBus, pruneBusLog } from "@mawid/bus";
import { appendToStream, createDatabase } from "@mawid/eventstore";
import { FixedWindowLimiter } from "@mawid/gateway/src/rate-limit.ts";
import { ReplicaLimits } from "@mawid/gateway/src/replica-limits.ts";
import { migrateService, type ServiceDefinition } from "@mawid/service";
import { createTestDatabase, firstEventEnvelope, type TestDatabase } from "@mawid/testing";
import { bootstrapDatabaseRoles, gatewaySchema, type SchemaOwner, serviceSchema } from "./database-roles.ts";

// Roles belong to the whole server, which every test file shares: each is named after this file's
// database, and dropped with it.
let tdb: TestDatabase;
const open: Kysely<unknown>[] = [];
const roleUrl = (role: string, password: string) => {
  const url = new URL(tdb.url);
  url.username = role;
  url.password = password;
  return url.toString();
};
const connect = (url: string) => {
  const db = createDatabase({ url, max: 2 });
  open.push(db);
  return db;
};

/** A service like the real ones: one table of its own beside the event store and the inbox. */
const shelf = (name: string): ServiceDefinition => ({
  name,
  version: "test",
  migrations: [
    {
      name: "001-initial",
      async up(db, schema) {
        await sql`CREATE TABLE ${sql.id(schema)}.books (id text PRIMARY KEY)`.execute(db);
      },
    },
  ],
  async routes() {},
});

const append = (db: Kysely<unknown>, schema: string) =>
  appendToStream(db, schema, {
    streamType: `${schema}.book`,
    streamId: randomUUID(),
    expectedVersion: "no_stream",
    events: [{ type: "BookShelved", version: 1, data: {} }],
    meta: { occurredAt: new Date(), correlationId: randomUUID() },
  });

/** The error a statement fails with, or "" when it succeeds. */
const refusal = async (db: Kysely<unknown>, statement: string) => {
  try {
    await sql.raw(statement).execute(db);
    return "";
  } catch (error) {
    return (error as Error).message;
  }
};

let owners: { shelf: SchemaOwner; till: SchemaOwner; gateway: SchemaOwner };

beforeAll(async () => {
  tdb = await createTestDatabase("roles");
  owners = {
    shelf: serviceSchema("shelf", roleUrl(`${tdb.name}_shelf`, "shelf-secret")),
    till: serviceSchema("till", roleUrl(`${tdb.name}_till`, "till-secret")),
    gateway: gatewaySchema(roleUrl(`${tdb.name}_gateway`, "gateway-secret")),
  };
  // shelf existed before roles did: the administrator migrated it and owns its tables
  const admin = connect(tdb.url);
  await migrateService(shelf("shelf"), admin, true);
  await bootstrapDatabaseRoles(tdb.url, Object.values(owners), { bus: true });
});

afterAll(async () => {
  await Promise.all(open.map((db) => db.destroy()));
  await tdb.drop();
  const admin = new pg.Client({ connectionString: inject("adminDatabaseUrl") });
  await admin.connect();
  for (const name of ["shelf", "till", "gateway"])
    await admin.query(`DROP ROLE IF EXISTS "${tdb.name}_${name}"`);
  await admin.end();
});

describe("each service's own database role", () => {
  it("migrates and writes its own schema, and is refused another service's", async () => {
    const shelfDb = connect(owners.shelf.url);
    const tillDb = connect(owners.till.url);
    await migrateService(shelf("shelf"), shelfDb, true);
    await migrateService(shelf("till"), tillDb, true);
    await append(shelfDb, "shelf");
    await append(tillDb, "till");
    expect(await refusal(shelfDb, "INSERT INTO shelf.books VALUES ('mine')")).toBe("");
    expect(await refusal(shelfDb, "SELECT * FROM shelf.events")).toBe("");
    expect(await refusal(shelfDb, "SELECT * FROM shelf.parked_messages")).toBe("");

    for (const statement of [
      "SELECT * FROM till.events",
      "SELECT * FROM till.books",
      "INSERT INTO till.books VALUES ('theirs')",
      "INSERT INTO till.inbox (group_name, message_id, topic) VALUES ('g', gen_random_uuid(), 't')",
      "SELECT till.append_events(NULL, NULL, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)",
    ]) {
      expect(await refusal(shelfDb, statement), statement).toMatch(/permission denied for schema till/);
    }
    expect(await refusal(tillDb, "SELECT * FROM shelf.books")).toMatch(/permission denied for schema shelf/);
    expect(await refusal(tillDb, "CREATE SCHEMA sneaky")).toMatch(/permission denied for database/);
    expect(await refusal(tillDb, "DROP TABLE bus.messages")).toMatch(/must be owner of table messages/);
  });

  it("hands a schema made before roles existed to its role, every table and function in it", async () => {
    const { rows } = await sql<{ object: string; owner: string }>`
      SELECT c.relname AS object, pg_get_userbyid(c.relowner) AS owner
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'shelf' AND c.relkind IN ('r', 'S')
      UNION ALL
      SELECT p.proname, pg_get_userbyid(p.proowner) FROM pg_proc p
      JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'shelf'`.execute(connect(tdb.url));
    expect(rows.map((r) => r.object)).toEqual(
      expect.arrayContaining(["events", "outbox", "inbox", "parked_messages", "books", "append_events"]),
    );
    expect(rows.filter((r) => r.owner !== `${tdb.name}_shelf`)).toEqual([]);
  });

  it("shares the postgres bus's log between services, and lets each prune it", async () => {
    const publisher = await createBus({
      transport: "postgres",
      databaseUrl: owners.shelf.url,
      clientId: "shelf",
    });
    const consumer = await createBus({
      transport: "postgres",
      databaseUrl: owners.till.url,
      clientId: "till",
    });
    try {
      const envelope = firstEventEnvelope({ type: "BookShelved", streamType: "shelf.book" });
      await publisher.publish([{ topic: "shelf.book", key: envelope.streamId, envelope }]);
      const received = new Promise<string>((resolve) => {
        void consumer.subscribe({
          group: "till.books",
          topics: ["shelf.book"],
          handle: async (m) => resolve(m.envelope.id),
        });
      });
      expect(await received).toBe(envelope.id);
      const pool = new pg.Pool({ connectionString: owners.till.url, max: 1 });
      await expect(pruneBusLog(pool, 60_000)).resolves.toBe(0);
      await pool.end();
    } finally {
      await publisher.close();
      await consumer.close();
    }
  });

  it("gives the gateway its rate-limit schema and nothing of the services'", async () => {
    const exchange = new ReplicaLimits({
      url: owners.gateway.url,
      limiters: { ip: new FixedWindowLimiter({ max: 5, windowMs: 60_000, shared: true }) },
      log: { warn: () => {}, info: () => {} },
    });
    try {
      expect(await exchange.exchange()).toBe(true);
    } finally {
      await exchange.close();
    }
    const gatewayDb = connect(owners.gateway.url);
    expect(await refusal(gatewayDb, "SELECT * FROM gateway.rate_limit_counts")).toBe("");
    expect(await refusal(gatewayDb, "SELECT * FROM shelf.events")).toMatch(
      /permission denied for schema shelf/,
    );
    expect(await refusal(gatewayDb, "SELECT * FROM bus.messages")).toMatch(
      /permission denied for schema bus/,
    );
  });

  it("sets the password again on the next run, and refuses the administrator or one role for two schemas", async () => {
    const rotated = serviceSchema("till", roleUrl(`${tdb.name}_till`, "till-rotated"));
    await bootstrapDatabaseRoles(tdb.url, [owners.shelf, rotated, owners.gateway], { bus: true });
    await expect(sql`SELECT 1`.execute(connect(rotated.url))).resolves.toBeDefined();
    await expect(sql`SELECT 1`.execute(connect(owners.till.url))).rejects.toThrow(
      /password authentication failed/,
    );
    const administrator = serviceSchema("shelf", tdb.url);
    await expect(bootstrapDatabaseRoles(tdb.url, [administrator], { bus: true })).rejects.toThrow(
      /must not be the administrator/,
    );
    const twice = serviceSchema("shelf-copy", owners.shelf.url);
    await expect(bootstrapDatabaseRoles(tdb.url, [owners.shelf, twice], { bus: true })).rejects.toThrow(
      /given for two schemas/,
    );
  });
});
