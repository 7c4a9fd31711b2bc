import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { VERIFIED_USER_HEADER } from "@mawid/contracts/platform";
import { appendToStream, createDatabase } from "@mawid/eventstore";
import { encodeVerifiedUser } from "@mawid/service";
import { createTestDatabase, sampleOf, type TestDatabase } from "@mawid/testing";
import { type ServiceProcess, startServiceProcess } from "./service-processes.ts";

// Two real service processes on one database and the postgres bus: identity's outbox relay publishes
// an event appended to identity's event store, and analytics' consumer (with its inbox) counts it.

const children: ServiceProcess[] = [];
let database: TestDatabase;
let analyticsUrl: string;
let identityUrl: string;

async function startService(name: string): Promise<string> {
  const service = await startServiceProcess(name, database.url);
  children.push(service);
  return service.url;
}

const admin = encodeVerifiedUser({
  sub: randomUUID(),
  email: "admin@example.org",
  emailVerified: true,
  role: "admin",
  orgs: {},
});

async function platformCounts(): Promise<Record<string, number>> {
  const response = await fetch(`${analyticsUrl}/api/v1/analytics/platform`, {
    headers: { [VERIFIED_USER_HEADER]: admin },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { counts: { topic: string; type: string; count: number }[] };
  return Object.fromEntries(body.counts.map((c) => [`${c.topic} ${c.type}`, c.count]));
}

beforeAll(async () => {
  database = await createTestDatabase("e2e");
  [identityUrl, analyticsUrl] = await Promise.all([startService("identity"), startService("analytics")]);
});

afterAll(async () => {
  await Promise.all(children.map((c) => c.stop()));
  await database?.drop();
});

it("an event appended in identity's store reaches analytics in another process", async () => {
  expect((await fetch(`${identityUrl}/health/ready`)).status).toBe(200);
  const db = createDatabase({ url: database.url, max: 2 });
  try {
    await db.transaction().execute(async (trx) => {
      const meta = { occurredAt: new Date(), correlationId: randomUUID() };
      await appendToStream(trx, "identity", {
        streamType: "identity.user",
        streamId: randomUUID(),
        expectedVersion: "no_stream",
        events: [{ type: "E2eProbeRecorded", data: { probe: 1 } }],
        meta,
      });
      await appendToStream(trx, "identity", {
        streamType: "identity.organization",
        streamId: randomUUID(),
        expectedVersion: "no_stream",
        events: [
          { type: "E2eProbeRecorded", data: { probe: 2 } },
          { type: "E2eProbeRecorded", data: { probe: 3 } },
        ],
        meta,
      });
    });
  } finally {
    await db.destroy();
  }
  const deadline = Date.now() + 20_000;
  let counts: Record<string, number> = {};
  while (Date.now() < deadline) {
    counts = await platformCounts();
    if (counts["identity.organization.v1 E2eProbeRecorded"] === 2) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(counts["identity.user.v1 E2eProbeRecorded"]).toBe(1);
  expect(counts["identity.organization.v1 E2eProbeRecorded"]).toBe(2);
  // Nothing is left behind: the relay drained identity's outbox and analytics has no lag.
  const ready = (await (await fetch(`${analyticsUrl}/health/ready`)).json()) as { consumerLag: number };
  expect(ready.consumerLag).toBe(0);
  // and each process's /metrics, which Prometheus scrapes, shows the relay and the consumer at work
  const identityMetrics = await (await fetch(`${identityUrl}/metrics`)).text();
  expect(sampleOf(identityMetrics, "identity_bus_relay_published_total")).toBeGreaterThanOrEqual(3);
  expect(sampleOf(identityMetrics, "identity_bus_relay_backlog_messages")).toBe(0);
  const analyticsMetrics = await (await fetch(`${analyticsUrl}/metrics`)).text();
  const group = '{group="analytics.platform-counts"}';
  const handled = sampleOf(analyticsMetrics, `analytics_bus_consumer_handled_total${group}`);
  expect(handled).toBeGreaterThanOrEqual(3);
  expect(sampleOf(analyticsMetrics, `analytics_bus_consumer_lag_messages${group}`)).toBe(0);
});
