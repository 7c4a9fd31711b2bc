import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { startTestService, type TestService } from "@mawid/service";
import { identity } from "../app.ts";
import { typed } from "../db/schema.ts";
import { takeAttempt, type ThrottleRule } from "./throttle.ts";

let tdb: TestDatabase;
let service: TestService<unknown>;

beforeAll(async () => {
  tdb = await createTestDatabase();
  service = await startTestService(identity, tdb.url, { PUBLIC_URL: "http://localhost:3000" });
});
afterAll(async () => {
  await service?.close();
  await tdb?.drop();
});

describe("takeAttempt", () => {
  it("lets exactly its limit (3) of 50 parallel attempts through, though five run at once on the pool", async () => {
    const db = typed(service.ctx.db);
    const rule: ThrottleRule = { key: "parallel", limit: 3, windowSeconds: 60, message: "Too many" };
    const now = new Date();
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => takeAttempt(db, [rule], now)));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(3);
    const rows = await db.selectFrom("throttle_events").selectAll().where("key", "=", "parallel").execute();
    expect(rows).toHaveLength(3);
  });
});
