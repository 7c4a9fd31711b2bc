import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ZPlatformCounts } from "@mawid/contracts/analytics";
import { ZServiceReadiness } from "@mawid/contracts/platform";
import {
  createTestDatabase,
  sampleOf,
  type TestDatabase,
  waitFor,
  type ServiceProcess,
  startServiceProcess,
} from "@mawid/testing";

// A user signs up through the real gateway; identity appends UserRegistered with its outbox row, its
// relay publishes it on the postgres bus, and analytics, another process, counts it. Every number
// below is what this database must hold after these sign-ups, whatever the code computes.

const ADMIN_EMAIL = "ops-admin@example.org";
const PASSWORD = "Correct-horse-9-staple";
/** 1.8 s: each service prunes every second what the bus delivered and every group handled since. */
const RETENTION = { BUS_RETENTION_HOURS: "0.0005" };

const children: ServiceProcess[] = [];
let database: TestDatabase;
let gateway: string;
let identity: string;
let analytics: string;

async function start(name: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  const child = await startServiceProcess(name, database.url, env);
  children.push(child);
  return child.url;
}

async function signUp(email: string): Promise<void> {
  const response = await fetch(`${gateway}/api/v1/auth/sign-up`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD, confirmPassword: PASSWORD, displayName: "New Member" }),
  });
  expect(response.status).toBe(201);
}

/** Opens the verification link identity kept in its outbox (no SMTP here) for `email`. */
async function verify(email: string): Promise<void> {
  const outbox = (await (await fetch(`${gateway}/api/v1/dev/mail`)).json()) as {
    mails: { to: string; text: string }[];
  };
  const link = outbox.mails.find((m) => m.to === email)?.text.match(/verify-email\?token=([\w%-]+)/);
  expect(link).toBeTruthy();
  const response = await fetch(`${gateway}/api/v1/auth/verify-email`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token: decodeURIComponent(link![1]!) }),
  });
  expect(response.status).toBe(200);
}

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${gateway}/api/v1/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** `topic type` -> count, as a platform admin sees them through the gateway. */
async function platformCounts(accessToken: string): Promise<Record<string, number>> {
  const response = await fetch(`${gateway}/api/v1/analytics/platform`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.status).toBe(200);
  const { counts } = ZPlatformCounts.parse(await response.json());
  return Object.fromEntries(counts.map((c) => [`${c.topic} ${c.type}`, c.count]));
}

/** Waits for analytics to have counted exactly this many registrations. */
const registrationsReach = (accessToken: string, expected: number) =>
  waitFor(
    `analytics to count ${expected} UserRegistered`,
    async () => (await platformCounts(accessToken))["identity.user.v1 UserRegistered"] === expected,
    20_000,
    100,
  );

async function readiness(url: string) {
  return ZServiceReadiness.parse(await (await fetch(`${url}/health/ready`)).json());
}

beforeAll(async () => {
  database = await createTestDatabase("signup-e2e");
  identity = await start("identity", {
    BOOTSTRAP_ADMIN_EMAIL: ADMIN_EMAIL,
    MAWID_DEV_MAIL: "1",
    ...RETENTION,
  });
  // analytics checks the administrator's token against the keys identity publishes
  analytics = await start("analytics", { IDENTITY_URL: identity, ...RETENTION });
  gateway = await start("gateway", {
    IDENTITY_URL: identity,
    ANALYTICS_URL: analytics,
    GATEWAY_WORKERS: "1",
  });
});

afterAll(async () => {
  await Promise.all(children.map((c) => c.stop()));
  await database?.drop();
});

it("a sign-up through the gateway is counted once by analytics, which a platform admin sees", async () => {
  // The first account is the operator's: BOOTSTRAP_ADMIN_EMAIL makes it an admin once it is verified.
  await signUp(ADMIN_EMAIL);
  await verify(ADMIN_EMAIL);
  const admin = await signIn(ADMIN_EMAIL);
  await registrationsReach(admin, 1);

  await signUp(`member-${randomUUID()}@example.org`);
  await registrationsReach(admin, 2);

  // Nothing is left to arrive: identity's outbox is drained and analytics has caught up and parked
  // nothing, so the counts are final (a duplicate delivery would have shown by now).
  const identityReady = await readiness(identity);
  expect(identityReady).toMatchObject({ outboxBacklog: 0, parkedMessages: 0 });
  expect(await readiness(analytics)).toMatchObject({ consumerLag: 0, parkedMessages: 0 });
  expect(await platformCounts(admin)).toMatchObject({
    "identity.user.v1 UserRegistered": 2,
    "identity.user.v1 EmailVerified": 1,
    "identity.user.v1 PlatformRoleGranted": 1,
  });
  // Identity's relay published exactly the four events of the two sign-ups and the verification.
  const identityMetrics = await (await fetch(`${identity}/metrics`)).text();
  expect(sampleOf(identityMetrics, "identity_bus_relay_published_total")).toBe(4);
});

it("refuses the platform counts to a user who is not a platform admin", async () => {
  const email = `curious-${randomUUID()}@example.org`;
  await signUp(email);
  const response = await fetch(`${gateway}/api/v1/analytics/platform`, {
    headers: { authorization: `Bearer ${await signIn(email)}` },
  });
  expect(response.status).toBe(403);
});

it("forgets what the bus delivered, and analytics its records of handling it, once the retention has passed", async () => {
  await signUp(`later-${randomUUID()}@example.org`);
  const itemsOf = async (url: string, service: string, task: string) =>
    sampleOf(
      await (await fetch(`${url}/metrics`)).text(),
      `${service}_scheduled_task_items_total{task="${task}"}`,
    ) ?? 0;
  // Both services prune the one bus log, one at a time under its lock: what they deleted adds up.
  await waitFor(
    "the sign-ups' messages to leave the bus log",
    async () =>
      (await itemsOf(identity, "identity", "bus-retention")) +
        (await itemsOf(analytics, "analytics", "bus-retention")) >=
      6,
    20_000,
    200,
  );
  await waitFor(
    "analytics to forget that it handled them",
    async () => (await itemsOf(analytics, "analytics", "inbox-retention")) >= 6,
    20_000,
    200,
  );
  const tasks = (await readiness(analytics)).tasks?.map((t) => t.name);
  expect(tasks).toEqual(expect.arrayContaining(["bus-retention", "inbox-retention"]));
  expect((await readiness(identity)).tasks?.map((t) => t.name)).toContain("bus-retention");
});
