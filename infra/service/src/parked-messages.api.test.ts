import { randomUUID } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parkMessage } from "@mawid/bus";
import { type TAccessClaims, ZErrorBody, ZParkedMessageList } from "@mawid/contracts/platform";
import { createTestDatabase, firstEventEnvelope, type TestDatabase } from "@mawid/testing";
import type { ServiceDefinition } from "./definition.ts";
import { startTestService, type TestService } from "./testing.ts";

/** A service whose one consumer fails until its ledger row exists, as a real bug might. */
const ledger: ServiceDefinition = {
  name: "ledger",
  version: "test",
  migrations: [
    {
      name: "001-initial",
      async up(db, schema) {
        await sql`CREATE TABLE ${sql.id(schema)}.entries (message_id uuid PRIMARY KEY)`.execute(db);
        await sql`CREATE TABLE ${sql.id(schema)}.accounts (id text PRIMARY KEY)`.execute(db);
      },
    },
  ],
  async routes() {},
  consumers: () => [
    {
      group: "ledger.entries",
      topics: ["payments.payment.v1"],
      async handle(trx: Transaction<unknown>, m) {
        await sql`INSERT INTO ledger.entries (message_id) VALUES (${m.envelope.id})`.execute(trx);
        const account = await sql`SELECT 1 FROM ledger.accounts WHERE id = 'main'`.execute(trx);
        if (account.rows.length === 0) throw new Error("no ledger account 'main'");
      },
    },
  ],
};

const PATH = "/api/v1/ops/ledger/parked-messages";
const as = (role: TAccessClaims["role"]) =>
  svc.bearer({ sub: randomUUID(), email: `${role}@example.org`, emailVerified: true, role, orgs: {} });

let tdb: TestDatabase;
let svc: TestService<unknown>;
let db: Kysely<unknown>;
let admin: Record<string, string>;

/** Parks a message as the consumer does after its fifth failed attempt. */
async function park(type = "PaymentSucceeded"): Promise<string> {
  const envelope = firstEventEnvelope({
    type,
    streamType: "payments.payment",
    occurredAt: "2026-11-20T18:30:00.000Z",
    data: { amount: 2500, fund: "zakat" },
  });
  const message = { topic: "payments.payment.v1", key: envelope.streamId, envelope, headers: {} };
  await parkMessage(db, "ledger", "ledger.entries", message, 5, new Error("no ledger account 'main'"));
  return envelope.id;
}

const list = async () =>
  ZParkedMessageList.parse((await svc.app.inject({ url: PATH, headers: admin })).json());
type Headers = Record<string, string>;
const retry = (id: string, headers: Headers = admin) =>
  svc.app.inject({ method: "POST", url: `${PATH}/ledger.entries/${id}/retry`, headers });
const discard = (id: string, headers: Headers = admin) =>
  svc.app.inject({ method: "DELETE", url: `${PATH}/ledger.entries/${id}`, headers });

beforeAll(async () => {
  tdb = await createTestDatabase();
  svc = await startTestService(ledger, tdb.url);
  db = svc.ctx.db;
  admin = await as("admin");
});
afterAll(async () => {
  await svc.close();
  await tdb.drop();
});

describe("parked messages", () => {
  it("are for platform administrators only, on every route", async () => {
    const id = await park();
    for (const headers of [{}, await as("user")] as Headers[]) {
      const answers = [
        await svc.app.inject({ url: PATH, headers }),
        await retry(id, headers),
        await discard(id, headers),
      ];
      const expected = Object.keys(headers).length === 0 ? 401 : 403;
      expect(answers.map((a) => a.statusCode)).toEqual([expected, expected, expected]);
      for (const a of answers) ZErrorBody.parse(a.json());
    }
    expect((await list()).messages.map((m) => m.messageId)).toContain(id);
  });

  it("lists each with its event, attempts and last error", async () => {
    const id = await park("PaymentRefunded");
    const listed = await list();
    expect(listed.service).toBe("ledger");
    expect(listed.messages.find((m) => m.messageId === id)).toMatchObject({
      group: "ledger.entries",
      topic: "payments.payment.v1",
      type: "PaymentRefunded",
      occurredAt: "2026-11-20T18:30:00.000Z",
      attempts: 5,
      lastError: "Error: no ledger account 'main'",
      data: { amount: 2500, fund: "zakat" },
    });
    expect(listed.total).toBe(listed.messages.length);
  });

  it("stay parked with the new error when a retry fails, and are handled once when it succeeds", async () => {
    const id = await park();
    const failed = await retry(id);
    expect(failed.statusCode).toBe(409);
    expect(failed.json().error).toEqual({
      code: "RETRY_FAILED",
      message: "The message failed again: Error: no ledger account 'main'",
    });
    expect((await list()).messages.find((m) => m.messageId === id)?.attempts).toBe(6);

    await sql`INSERT INTO ledger.accounts (id) VALUES ('main')`.execute(db);
    const handled = await retry(id);
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toEqual({ outcome: "handled" });
    const entries = await sql`SELECT 1 FROM ledger.entries WHERE message_id = ${id}`.execute(db);
    expect(entries.rows).toHaveLength(1);
    expect((await list()).messages.map((m) => m.messageId)).not.toContain(id);

    const again = await retry(id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe("NOT_FOUND");
  });

  it("are gone for good once discarded", async () => {
    const id = await park();
    expect((await discard(id)).statusCode).toBe(204);
    expect((await list()).messages.map((m) => m.messageId)).not.toContain(id);
    expect((await discard(id)).statusCode).toBe(404);
    expect((await retry(id)).statusCode).toBe(404);
  });

  it("refuses a malformed id and a group the service does not run", async () => {
    const malformed = await retry("not-a-uuid");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toHaveProperty("messageId");
    const id = await park();
    const elsewhere = await svc.app.inject({
      method: "POST",
      url: `${PATH}/ledger.other/${id}/retry`,
      headers: admin,
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});
