import { get } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZErrorBody } from "@mawid/contracts/platform";
import { ROUTE_TABLE, RouteTable } from "@mawid/gateway/src/route-table.ts";
import { type OidcProvider, startOidcProvider } from "@mawid/testing";
import { type RunningPlatform, SERVICES } from "../src/index.ts";
import { type Actors, type Caller, makeActors } from "./bad-input-sweep-actors.ts";
import { changedCounts, rowCounts } from "./bad-input-sweep-counts.ts";
import { type BadRequest, badRequests, ownedPath } from "./bad-input-sweep-inputs.ts";
import { type SweptRoute, serviceRoutes } from "./bad-input-sweep-routes.ts";
import { startTestPlatform, type TestPlatform } from "./test-platform.ts";

// The real platform (embedded PostgreSQL, the six services, the gateway) gets malformed input on
// every route its services register, as an anonymous visitor, someone with a forged token, a plain
// user, another organisation's owner, and for inputs no one may send, the organisation's owner and a
// platform admin too. Every answer must be a 4xx in the one error shape, and no service may have
// written anything.

const ADMIN_EMAIL = "sweep-admin@example.org";
const CONCURRENCY = 6;
const ANSWER_WITHIN_MS = 20_000;

/** Routes a service serves only to the launcher, Prometheus and the gateway's health check, never through the gateway. */
const INTERNAL = new Set(["/metrics", "/health/live", "/health/ready"]);

/**
 * Routes where aiming at the swept organisation is no bad input, so its "other organisation's id"
 * request is not sent (the malformed ones are): anyone signed in may follow or unfollow any
 * organisation or ask to join its team, anyone at all may count a view of any event's page, and
 * doing so writes, as it should.
 */
const OPEN_TO_EVERYONE = new Set([
  "PUT /api/v1/organizations/:id/follow",
  "DELETE /api/v1/organizations/:id/follow",
  "POST /api/v1/organizations/:id/join-requests",
  "POST /api/v1/analytics/page-views",
]);

/**
 * Routes that refuse inside a 2xx, with how to read it: a bulk action answers 200 with each event's
 * own result, so that one refused event does not hide what happened to the others.
 */
const REFUSED_INSIDE: Record<string, (body: string) => boolean> = {
  "POST /api/v1/events/bulk": (body) =>
    (JSON.parse(body) as { results: { ok: boolean }[] }).results.every((result) => !result.ok),
};

/** Tables that bad requests write to by design, with why. */
const WRITES_BY_DESIGN: Record<string, string> = {
  "identity.throttle_events":
    "every sign-in, reset and resend attempt is counted, failed ones included: that is the throttle",
  "identity.oidc_states":
    "each start of Google sign-in keeps the state it checks on the way back (they expire)",
};

interface Answer {
  status: number;
  body: string;
}

async function send(gateway: string, caller: Caller, request: BadRequest): Promise<Answer> {
  const response = await fetch(`${gateway}${request.path}`, {
    method: request.method,
    headers: { ...caller.headers, ...(request.contentType ? { "content-type": request.contentType } : {}) },
    body: request.body,
    redirect: "manual",
    // a request that never answers is a fault to name, not a sweep that hangs until its timeout
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  });
  // A live stream (check-in's stats) that opened is an answer: its body goes on until the client leaves.
  if (response.ok && response.headers.get("content-type")?.startsWith("text/event-stream")) {
    await response.body?.cancel();
    return { status: response.status, body: "" };
  }
  return { status: response.status, body: await response.text() };
}

/** What is wrong with an answer, or null when it is right. */
function fault(route: SweptRoute, request: BadRequest, answer: Answer): string | null {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.body.slice(0, 200)}`;
  const refusedInside = REFUSED_INSIDE[`${route.method} ${route.url}`];
  if (refusedInside && answer.status === 200 && refusedInside(answer.body)) return null;
  if (request.refused && answer.status < 400) return `accepted it (${answer.status})`;
  if (answer.status >= 400) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.body);
    } catch {
      return `answered ${answer.status} without a JSON body: ${answer.body.slice(0, 120)}`;
    }
    if (!ZErrorBody.safeParse(parsed).success)
      return `answered ${answer.status} outside the error shape: ${answer.body.slice(0, 120)}`;
  }
  return null;
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/** The readiness a service reports over its socket. */
const readiness = (socketPath: string) =>
  new Promise<{ outboxBacklog?: number; consumerLag?: number }>((resolve, reject) => {
    get({ socketPath, path: "/health/ready" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve(JSON.parse(body)));
    }).on("error", reject);
  });

/** Waits until every service has published its outbox and consumed everything on the bus. */
async function settled(platform: RunningPlatform): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const states = await Promise.all(SERVICES.map((s) => readiness(platform.serviceSockets![s.name])));
    if (states.every((s) => (s.outboxBacklog ?? 0) === 0 && (s.consumerLag ?? 0) === 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the services did not settle within 30 s");
}

let platform: TestPlatform;
let google: OidcProvider;
let routes: SweptRoute[];
let actors: Actors;
const lines: string[] = [];

beforeAll(async () => {
  // Google sign-in configured, so that its start route answers as it does in production (unset, it is a 503)
  google = await startOidcProvider({
    redirectUri: "http://localhost/api/v1/auth/oidc/google/callback",
    displayName: "Sweep Person",
  });
  const env = {
    ...process.env,
    ...google.env,
    BOOTSTRAP_ADMIN_EMAIL: ADMIN_EMAIL,
    MAWID_DEV_MAIL: "1",
    GATEWAY_WORKERS: "1",
    // the sweep is one client sending thousands of requests a minute, which the limits exist to stop
    RATE_LIMIT_PER_IP: "1000000",
    RATE_LIMIT_PER_USER: "1000000",
  };
  platform = await startTestPlatform("sweep", {
    env,
    demoData: false,
    print: (line) => lines.push(line),
  }).catch((error: unknown) => {
    throw new Error(`${String(error)}\n${lines.slice(-30).join("\n")}`);
  });
  // Fastify adds a HEAD beside every GET that runs the GET's handler: sweeping the GET covers both.
  routes = (await serviceRoutes(platform.databaseUrl, env)).filter(
    (r) => !INTERNAL.has(r.url) && r.method !== "HEAD",
  );
  actors = await makeActors(platform.url, ADMIN_EMAIL);
}, 240_000);

afterAll(async () => {
  await platform?.close();
  await google?.close();
});

describe("every route, given bad input", () => {
  it("is reachable through the gateway's route table, at the service that serves it", () => {
    const table = new RouteTable(ROUTE_TABLE);
    const unreachable = routes
      .filter((r) => table.resolve(r.method, ownedPath(r, actors.ids))?.service !== r.service)
      .map((r) => `${r.method} ${r.url} (${r.service})`);
    expect(routes.length).toBeGreaterThan(50);
    expect(unreachable).toEqual([]);
  });

  it("answers a 4xx in the error shape, never a 5xx, and writes nothing", async () => {
    await settled(platform);
    const before = await rowCounts(platform.databaseUrl);
    const outsiders = [actors.anonymous, actors.forged, actors.plainUser, actors.otherOwner];
    const senders = {
      outsiders,
      everyone: [...outsiders, actors.owner, actors.admin],
      "plain user": [actors.plainUser],
    };
    const jobs = routes.flatMap((route) =>
      badRequests(route, actors.ids)
        .filter(
          (r) =>
            !(r.kind === "other organisation's id" && OPEN_TO_EVERYONE.has(`${route.method} ${route.url}`)),
        )
        .flatMap((request) =>
          senders[request.senders ?? "everyone"].map((caller) => ({ route, request, caller })),
        ),
    );
    const faults: string[] = [];
    await pool(jobs, CONCURRENCY, async ({ route, request, caller }) => {
      const problem = await send(platform.url, caller, request).then(
        (answer) => fault(route, request, answer),
        (error: unknown) => `no answer: ${String((error as { cause?: unknown }).cause ?? error)}`,
      );
      if (problem)
        faults.push(
          `${route.method} ${route.url} [${request.kind}] ${request.what}, as ${caller.name}: ${problem}`,
        );
    });
    await settled(platform);
    const changed = changedCounts(before, await rowCounts(platform.databaseUrl));
    for (const table of Object.keys(WRITES_BY_DESIGN)) delete changed[table];

    expect(jobs.length).toBeGreaterThan(1000);
    expect(faults.sort()).toEqual([]);
    expect(changed).toEqual({});
  }, 600_000);
});
