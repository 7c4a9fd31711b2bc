import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parkMessage } from "@mawid/bus";
import { ZServiceReadiness } from "@mawid/contracts/platform";
import { appendToStream } from "@mawid/eventstore";
import { createTestDatabase, firstEventEnvelope, type TestDatabase } from "@mawid/testing";
import type { ServiceDefinition } from "./definition.ts";
import { startTestService, type TestService } from "./testing.ts";

/** A service that writes as every service does (event, outbox row) and consumes one topic. */
const definition = (name: string): ServiceDefinition => ({
  name,
  version: "test",
  async routes(app, ctx) {
    app.post("/donations", async () => {
      await appendToStream(ctx.db, name, {
        streamType: `${name}.donation`,
        streamId: randomUUID(),
        expectedVersion: "no_stream",
        events: [{ type: "DonationReceived", version: 1, data: { amount: 2500 } }],
        meta: { occurredAt: new Date(), correlationId: randomUUID() },
      });
      return { ok: true };
    });
  },
  consumers: () => [{ group: `${name}.ledger`, topics: ["payments.payment.v1"], async handle() {} }],
});

let tdb: TestDatabase;
const started: TestService<unknown>[] = [];
const start = async (...args: Parameters<typeof startTestService>) => {
  const service = await startTestService(...args);
  started.push(service);
  return service;
};
const readiness = async (service: TestService<unknown>) => {
  const res = await service.app.inject({ url: "/health/ready" });
  return { statusCode: res.statusCode, body: ZServiceReadiness.parse(res.json()) };
};

beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(async () => {
  for (const service of started) await service.close();
  await tdb.drop();
});

describe("a test service's readiness", () => {
  it("counts the outbox rows no relay has taken and the messages its consumers parked", async () => {
    const service = await start(definition("giving"), tdb.url);
    expect((await readiness(service)).body).toMatchObject({
      status: "up",
      outboxBacklog: 0,
      parkedMessages: 0,
    });

    for (const _ of [1, 2]) {
      expect((await service.app.inject({ method: "POST", url: "/donations" })).statusCode).toBe(200);
    }
    const envelope = firstEventEnvelope({
      type: "PaymentSucceeded",
      streamType: "payments.payment",
      occurredAt: "2026-11-20T18:30:00.000Z",
      data: { amount: 2500 },
    });
    await parkMessage(
      service.ctx.db,
      "giving",
      "giving.ledger",
      { topic: "payments.payment.v1", key: envelope.streamId, envelope, headers: {} },
      5,
      new Error("no ledger account"),
    );

    const { statusCode, body } = await readiness(service);
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ status: "degraded", outboxBacklog: 2, parkedMessages: 1 });
  });

  it("leaves consumer lag unknown without a bus, rather than claiming none", async () => {
    const service = await start(definition("unmeasured"), tdb.url);
    expect((await readiness(service)).body).not.toHaveProperty("consumerLag");
  });

  it("reports the counts a test chooses", async () => {
    const service = await start(
      definition("lagging"),
      tdb.url,
      {},
      {
        consumerLag: async () => 7,
        outboxBacklog: async () => 3,
      },
    );
    expect((await readiness(service)).body).toMatchObject({
      outboxBacklog: 3,
      consumerLag: 7,
      parkedMessages: 0,
    });
  });
});
