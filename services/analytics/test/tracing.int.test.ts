import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import { gunzipSync } from "node:zlib";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createDatabase } from "@mawid/eventstore";
import { type TestIssuer, testIssuer } from "@mawid/service";
import {
  createTestDatabase,
  type TestDatabase,
  type ServiceProcess,
  startServiceProcess,
} from "@mawid/testing";

// Identity and analytics as real processes, exporting over OTLP/HTTP to a receiver that stands in for
// the OpenTelemetry collector: one sign-up must form one trace from the caller's traceparent through
// identity's HTTP span and its queries, the outbox and the bus, to analytics' consumer span.

interface ExportedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: OtlpAttribute[];
      }[];
    }[];
  }[];
}

const SPAN_KIND_SERVER = 2;
const SPAN_KIND_CLIENT = 3;
const SPAN_KIND_CONSUMER = 5;

function attributes(list: OtlpAttribute[] | undefined): Record<string, unknown> {
  return Object.fromEntries(
    (list ?? []).map((a) => [
      a.key,
      a.value.stringValue ?? a.value.intValue ?? a.value.boolValue ?? a.value.doubleValue,
    ]),
  );
}

const spans: ExportedSpan[] = [];
const exportRequests: { path: string; contentType: string }[] = [];
let receiver: Server;
let receiverUrl: string;
let database: TestDatabase;
const running: ServiceProcess[] = [];

let issuer: TestIssuer;

/**
 * Accepts OTLP/HTTP JSON exports, as the collector's otlp receiver does on port 4318; and publishes
 * a test key as identity publishes its own, so analytics believes the administrator's token.
 */
async function startReceiver(): Promise<void> {
  receiver = createServer((req, res) => {
    if (req.method === "GET" && req.url === "/.well-known/jwks.json") {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(issuer.jwks));
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const contentType = String(req.headers["content-type"] ?? "");
      exportRequests.push({ path: req.url ?? "", contentType });
      let body = Buffer.concat(chunks);
      if (req.headers["content-encoding"] === "gzip") body = gunzipSync(body);
      if (req.method === "POST" && req.url === "/v1/traces" && contentType.startsWith("application/json")) {
        const payload = JSON.parse(body.toString()) as OtlpExport;
        for (const rs of payload.resourceSpans ?? []) {
          const service = String(attributes(rs.resource?.attributes)["service.name"]);
          for (const ss of rs.scopeSpans ?? []) {
            for (const s of ss.spans ?? []) {
              spans.push({
                service,
                traceId: s.traceId,
                spanId: s.spanId,
                parentSpanId: s.parentSpanId ?? "",
                name: s.name,
                kind: s.kind,
                attributes: attributes(s.attributes),
              });
            }
          }
        }
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const address = receiver.address();
  if (typeof address !== "object" || !address) throw new Error("receiver has no address");
  receiverUrl = `http://127.0.0.1:${address.port}`;
}

async function stopServices(): Promise<void> {
  await Promise.all(running.splice(0).map((s) => s.stop()));
}

/** Export to the receiver, in batches a tenth of a second apart rather than the default five. */
function tracing(): NodeJS.ProcessEnv {
  return { OTEL_EXPORTER_OTLP_ENDPOINT: receiverUrl, OTEL_BSP_SCHEDULE_DELAY: "100" };
}

async function startPair(env: NodeJS.ProcessEnv): Promise<{ identity: string; analytics: string }> {
  const [identity, analytics] = await Promise.all([
    startServiceProcess("identity", database.url, env),
    startServiceProcess("analytics", database.url, { ...env, IDENTITY_URL: receiverUrl }),
  ]);
  running.push(identity, analytics);
  return { identity: identity.url, analytics: analytics.url };
}

function newTraceparent(): { traceparent: string; traceId: string; spanId: string } {
  const traceId = randomBytes(16).toString("hex");
  const spanId = randomBytes(8).toString("hex");
  return { traceparent: `00-${traceId}-${spanId}-01`, traceId, spanId };
}

async function signUp(origin: string, traceparent: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/auth/sign-up`, {
    method: "POST",
    headers: { "content-type": "application/json", traceparent },
    body: JSON.stringify({
      email: `trace-${randomUUID()}@example.org`,
      password: "Correct-horse-9-staple",
      confirmPassword: "Correct-horse-9-staple",
      displayName: "Trace Probe",
    }),
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { user: { id: string } };
  return body.user.id;
}

const admin = {
  sub: randomUUID(),
  email: "admin@example.org",
  emailVerified: true,
  role: "admin",
  orgs: {},
} as const;

async function userEventsCounted(analyticsUrl: string): Promise<number> {
  const response = await fetch(`${analyticsUrl}/api/v1/analytics/platform`, {
    headers: await issuer.bearer(admin),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { counts: { topic: string; count: number }[] };
  return body.counts.filter((c) => c.topic === "identity.user.v1").reduce((n, c) => n + c.count, 0);
}

async function eventually<T>(probe: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  const received = spans.map(
    (s) => `${s.service} ${s.kind} ${s.name} ${s.traceId}/${s.spanId}<-${s.parentSpanId}`,
  );
  throw new Error(`timed out waiting for ${what}; spans received:\n${received.join("\n")}`);
}

beforeAll(async () => {
  database = await createTestDatabase("trace");
  issuer = await testIssuer();
  await startReceiver();
});

afterAll(async () => {
  await stopServices();
  await new Promise((resolve) => receiver?.close(resolve));
  await database?.drop();
});

it("one trace runs from the caller through identity's request and queries to analytics' consumer", async () => {
  const { identity } = await startPair(tracing());
  const caller = newTraceparent();
  await signUp(identity, caller.traceparent);

  const inTrace = () => spans.filter((s) => s.traceId === caller.traceId);
  const server = await eventually(
    () => inTrace().find((s) => s.service === "identity" && s.kind === SPAN_KIND_SERVER),
    "identity's server span",
  );
  expect(server.parentSpanId).toBe(caller.spanId);
  expect(server.attributes["url.path"]).toBe("/api/v1/auth/sign-up");
  expect(server.attributes["http.response.status_code"]).toBe(201);
  const query = await eventually(
    () =>
      inTrace().find(
        (s) =>
          s.kind === SPAN_KIND_CLIENT && s.name.startsWith("pg.query") && s.parentSpanId === server.spanId,
      ),
    "a pg query span under identity's server span",
  );
  expect(query.service).toBe("identity");
  expect(query.attributes["db.system.name"]).toBe("postgresql");

  const consumer = await eventually(
    () => inTrace().find((s) => s.service === "analytics" && s.kind === SPAN_KIND_CONSUMER),
    "analytics' consumer span in the same trace",
  );
  // The outbox stored identity's own span, so the consumer hangs under the request, not its caller.
  expect(consumer.parentSpanId).toBe(server.spanId);
  expect(consumer.name).toBe("identity.user.v1 process");
  expect(consumer.attributes["messaging.destination.name"]).toBe("identity.user.v1");
  expect(consumer.attributes["messaging.operation.type"]).toBe("process");
  expect(consumer.attributes["messaging.consumer.group.name"]).toMatch(/^analytics\./);

  // The consumer's own queries are its children.
  await eventually(
    () =>
      inTrace().find(
        (s) => s.service === "analytics" && s.kind === SPAN_KIND_CLIENT && s.parentSpanId === consumer.spanId,
      ),
    "a pg span under analytics' consumer span",
  );
  // Health probes and idle polling stay out of the traces.
  expect(spans.filter((s) => String(s.attributes["url.path"] ?? "").startsWith("/health"))).toEqual([]);
  expect(spans.filter((s) => s.kind === SPAN_KIND_CLIENT && s.parentSpanId === "")).toEqual([]);
  // Every export was JSON the receiver read, so no span went unseen.
  expect(exportRequests.every((r) => r.contentType.startsWith("application/json"))).toBe(true);
  await stopServices();
});

it("the gateway's span joins the caller's trace, and the service's span is its child", async () => {
  const { identity } = await startPair(tracing());
  const gateway = await startServiceProcess("gateway", database.url, {
    ...tracing(),
    IDENTITY_URL: identity,
  });
  running.push(gateway);
  const caller = newTraceparent();
  await signUp(gateway.url, caller.traceparent);
  const inTrace = () => spans.filter((s) => s.traceId === caller.traceId);
  const edge = await eventually(
    () => inTrace().find((s) => s.service === "gateway" && s.kind === SPAN_KIND_SERVER),
    "the gateway's server span",
  );
  expect(edge.parentSpanId).toBe(caller.spanId);
  expect(edge.attributes["url.path"]).toBe("/api/v1/auth/sign-up");
  const service = await eventually(
    () => inTrace().find((s) => s.service === "identity" && s.kind === SPAN_KIND_SERVER),
    "identity's server span in the caller's trace",
  );
  expect(service.parentSpanId).toBe(edge.spanId);
  await stopServices();
});

it("without OTEL_EXPORTER_OTLP_ENDPOINT nothing is exported and the flow still works", async () => {
  const exportsBefore = exportRequests.length;
  const { identity, analytics } = await startPair({});
  const before = await userEventsCounted(analytics);
  const caller = newTraceparent();
  const userId = await signUp(identity, caller.traceparent);
  await eventually(
    async () => ((await userEventsCounted(analytics)) > before ? true : undefined),
    "analytics to count the sign-up",
  );
  // Without tracing, the outbox keeps the caller's traceparent as it came in.
  const db = createDatabase({ url: database.url, max: 1 });
  try {
    const stored = await sql<{ traceparent: string | null }>`
      SELECT traceparent FROM identity.events WHERE stream_id = ${userId}`.execute(db);
    expect(stored.rows.length).toBeGreaterThan(0);
    for (const row of stored.rows) expect(row.traceparent).toBe(caller.traceparent);
  } finally {
    await db.destroy();
  }
  await new Promise((r) => setTimeout(r, 500));
  expect(exportRequests.length).toBe(exportsBefore);
  await stopServices();
});
