import { getPriority } from "node:os";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { setBackendPriority } from "./backend-priority.ts";

let database: TestDatabase;
let client: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase("analytics_priority");
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
  await database?.drop();
});

describe("setBackendPriority", () => {
  it("renices the connection's own backend process on a PostgreSQL of this machine", async () => {
    const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
    const pid = rows[0]!.pid;
    const wanted = getPriority(pid) + 3;
    expect(await setBackendPriority(client, wanted)).toBe(true);
    expect(getPriority(pid)).toBe(wanted);
    // the connection still works
    expect((await client.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
  });
});
