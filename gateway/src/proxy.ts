import { randomFillSync } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyBaseLogger } from "fastify";
import proxyAddr from "@fastify/proxy-addr";
import { context, isSpanContextValid, trace } from "@opentelemetry/api";
import type { Dispatcher } from "undici";
import { ErrorCode, errorBody, VERIFIED_USER_HEADER } from "@mawid/contracts/platform";
import { bearerToken, loggedUrl, TokenError, type TokenVerifier, type VerifiedToken } from "@mawid/service";
import type { CorsPolicy, HeaderSet } from "./cors.ts";
import type { GatewayMetrics } from "./metrics.ts";
import { Exchange, type Finish } from "./exchange.ts";
import type { FixedWindowLimiter } from "./rate-limit.ts";
import type { RouteTable } from "./route-table.ts";
import { type TTrustProxy, trustFunction } from "./trust-proxy.ts";
import { type Upstream, UpstreamHandler } from "./upstream.ts";

export interface ForwarderOptions {
  table: RouteTable;
  upstreams: ReadonlyMap<string, Upstream>;
  verifier: TokenVerifier;
  limitIp: FixedWindowLimiter;
  limitUser: FixedWindowLimiter;
  /** Security headers every proxied answer carries, computed once (see security.ts). */
  security: HeaderSet;
  cors: CorsPolicy;
  metrics: GatewayMetrics;
  log: FastifyBaseLogger;
  /** One info line per request. */
  accessLog: boolean;
  /** Fastify's trustProxy setting: whose X-Forwarded-For to believe. */
  trustProxy: TTrustProxy;
  closing: () => boolean;
  /** The largest body a service reads, when the gateway knows it; a larger declared one is a 413 here. */
  bodyLimitOf: (service: string) => number | undefined;
}

/**
 * Connection-level headers (RFC 9110 §7.6.1), never forwarded (undici refuses some, and `expect`);
 * the ones the gateway sets itself, or passes on only when it keeps the caller's trace; and the
 * claims header services once believed, so no client's copy reaches an old service. Content-length
 * goes on: undici frames the body by it. Authorization goes on too: each service verifies the token.
 */
const REQUEST_SKIP = new Set([
  "connection",
  "traceparent",
  "tracestate",
  "expect",
  "keep-alive",
  "proxy-connection",
  "proxy-authorization",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
  "host",
  "x-request-id",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  VERIFIED_USER_HEADER,
]);
/** Bodies up to this size are read whole and sent with the headers in one write; larger ones stream. */
const BUFFER_LIMIT = 256 * 1024;

const TRACEPARENT = /^[\da-f]{2}-[\da-f]{32}-[\da-f]{16}-[\da-f]{2}$/;

/** Random bytes drawn in bulk: one getrandom() per 24 KiB, not one per trace context or request id. */
const entropy = Buffer.allocUnsafe(24 * 1024);
let entropyAt = entropy.length;

/** Where `length` unused random bytes start in `entropy`. */
function randomBytesAt(length: number): number {
  if (entropyAt + length > entropy.length) {
    randomFillSync(entropy);
    entropyAt = 0;
  }
  const at = entropyAt;
  entropyAt += length;
  return at;
}

/** A fresh W3C trace context: version 00, random trace and parent ids, sampled. */
export function newTraceparent(): string {
  const at = randomBytesAt(24);
  const ids = entropy.toString("hex", at, at + 24);
  return `00-${ids.slice(0, 32)}-${ids.slice(32)}-01`;
}

const UUID_VARIANT = "89ab";

/** A random (version 4) UUID from the bulk bytes: crypto.randomUUID took 2 µs a request in a profile. */
export function newRequestId(): string {
  const at = randomBytesAt(16);
  const hex = entropy.toString("hex", at, at + 16);
  const variant = UUID_VARIANT[entropy[at + 8]! & 3];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
}

function requestIdOf(header: string | string[] | undefined): string {
  // a client's id is kept when it is a sane token, so a trace can start in the browser
  if (
    typeof header === "string" &&
    header.length > 0 &&
    header.length <= 128 &&
    !/[^\w.:@/+=-]/.test(header)
  ) {
    return header;
  }
  return newRequestId();
}

/**
 * The proxied half of the gateway, on the raw Node request: resolve the owner in the route table,
 * rate-limit by IP, verify the token (a cache hit is synchronous), rate-limit by user, and forward
 * over the service's keep-alive pool, streaming the answer back. Everything per request that can be
 * computed once is (security headers, error bodies, metric children), and nothing here awaits a
 * promise unless a token has to be verified for the first time.
 */
export function createForwarder(
  options: ForwarderOptions,
): (req: IncomingMessage, res: ServerResponse) => void {
  const { table, upstreams, verifier, limitIp, limitUser, security, cors, metrics, log, accessLog } = options;
  const trustFn = trustFunction(options.trustProxy);
  const ipOf = (req: IncomingMessage): string =>
    trustFn === null ? (req.socket.remoteAddress ?? "") : proxyAddr(req, trustFn);

  const finish: Finish = (exchange, status) => {
    const ms = performance.now() - exchange.started;
    metrics.observe(exchange.route, status, ms / 1000);
    if (accessLog) {
      const req = exchange.req;
      log.info(
        {
          reqId: exchange.id,
          method: req.method,
          url: loggedUrl(req.url),
          status,
          ms: Math.round(ms * 10) / 10,
        },
        "request completed",
      );
    }
  };

  const send = (exchange: Exchange, ip: string, upstream: Upstream): void => {
    const req = exchange.req;
    const incoming = req.headers;
    const declared = incoming["content-length"];
    // Refused here, not by the service: a service that refuses a body while it is still arriving
    // closes the connection under it, which the gateway could only report as a 503.
    const limit = options.bodyLimitOf(upstream.name);
    if (limit !== undefined && declared !== undefined && Number(declared) > limit) {
      exchange.answer(413, TOO_LARGE);
      return;
    }
    // name, value, name, value: undici reads a flat list without collecting an object's keys
    const headers: string[] = [];
    for (const name in incoming) {
      if (REQUEST_SKIP.has(name)) continue;
      const value = incoming[name];
      if (typeof value === "string") headers.push(name, value);
      else if (value !== undefined) for (const one of value) headers.push(name, one);
    }
    headers.push("x-request-id", exchange.id);
    // With tracing on, the service's span is a child of the gateway's own span; without it, the
    // caller's trace (or a new one) passes through unchanged.
    const span = trace.getSpan(context.active());
    const spanContext = span?.isRecording() ? span.spanContext() : undefined;
    const traceparent = incoming.traceparent;
    let continued: string | null = null;
    if (spanContext && isSpanContextValid(spanContext)) {
      continued = `00-${spanContext.traceId}-${spanContext.spanId}-0${spanContext.traceFlags & 1}`;
    } else if (typeof traceparent === "string" && TRACEPARENT.test(traceparent)) {
      continued = traceparent;
    }
    if (continued === null) {
      headers.push("traceparent", newTraceparent());
    } else {
      // the caller's tracestate belongs to its trace: it goes on only with that trace
      headers.push("traceparent", continued);
      const tracestate = incoming.tracestate;
      if (typeof tracestate === "string") headers.push("tracestate", tracestate);
    }
    // The client as the gateway saw it (its peer, or whom TRUST_PROXY's proxies name), and only
    // that: services believe this one entry from the gateway, never a chain a client wrote.
    headers.push("x-forwarded-for", ip);

    const method = (req.method ?? "GET") as Dispatcher.HttpMethod;
    const request: Dispatcher.DispatchOptions = { method, path: req.url ?? "/", headers, body: null };
    const handler = new UpstreamHandler(exchange, upstream, request, metrics, log);
    const hasBody =
      method !== "GET" &&
      method !== "HEAD" &&
      (incoming["transfer-encoding"] !== undefined || (declared !== undefined && declared !== "0"));
    if (!hasBody) {
      handler.send();
      return;
    }
    // without a length, undici sends the body chunked, as it comes
    if (declared === undefined || !(Number(declared) <= BUFFER_LIMIT)) {
      request.body = req;
      handler.send();
      return;
    }
    // `on`, not `once`: a request ends or fails once, and `once` would wrap each listener
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      request.body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      handler.send();
    });
    req.on("error", () => handler.clientGone());
  };

  const sendAs = (user: VerifiedToken, exchange: Exchange, ip: string, upstream: Upstream): void => {
    const userWait = limitUser.take(user.claims.sub);
    if (userWait > 0) exchange.tooMany(userWait);
    else send(exchange, ip, upstream);
  };

  return function forward(req: IncomingMessage, res: ServerResponse) {
    const incoming = req.headers;
    const base = cors.enabled ? cors.headersFor(incoming.origin, security) : security;
    const exchange = new Exchange(req, res, requestIdOf(incoming["x-request-id"]), base, finish);
    const method = req.method ?? "GET";
    const url = req.url ?? "/";
    if (options.closing()) {
      exchange.route = "closing";
      return exchange.answer(503, CLOSING, { connection: "close" });
    }
    if (method === "OPTIONS" && cors.enabled && incoming["access-control-request-method"] !== undefined) {
      exchange.route = "preflight";
      cors.preflight(req, res, base);
      return finish(exchange, 204);
    }
    const q = url.indexOf("?");
    const path = q === -1 ? url : url.slice(0, q);
    const route = table.resolve(method, path);
    if (route === null) {
      return exchange.answer(
        404,
        JSON.stringify(errorBody(ErrorCode.notFound, `No route for ${method} ${path}`)),
      );
    }
    exchange.route = route.id;
    const upstream = upstreams.get(route.service)!;
    const ip = ipOf(req);
    const wait = limitIp.take(ip);
    if (wait > 0) return exchange.tooMany(wait);

    if (route.auth === "none") return send(exchange, ip, upstream);
    const token = bearerToken(incoming.authorization);
    if (token === undefined)
      return exchange.unauthorized("INVALID_TOKEN", "Use an Authorization: Bearer token");
    if (token === null) {
      if (route.auth === "required")
        return exchange.unauthorized(ErrorCode.unauthenticated, "Sign in to continue");
      return send(exchange, ip, upstream);
    }
    const cached = verifier.cached(token, req.socket);
    if (cached !== null) return sendAs(cached, exchange, ip, upstream);
    verifier.verify(token, req.socket).then(
      (user) => sendAs(user, exchange, ip, upstream),
      (error: unknown) => {
        if (error instanceof TokenError && error.code !== "KEYS_UNAVAILABLE") {
          return exchange.unauthorized(error.code, error.message);
        }
        log.warn({ reqId: exchange.id, err: error }, "token verification unavailable");
        exchange.answer(503, KEYS_UNAVAILABLE, { "retry-after": "5" });
      },
    );
  };
}

const CLOSING = JSON.stringify(
  errorBody(ErrorCode.unavailable, "The gateway is restarting; try again shortly"),
);
const TOO_LARGE = JSON.stringify(errorBody(ErrorCode.payloadTooLarge, "Request body is too large"));
const KEYS_UNAVAILABLE = JSON.stringify(
  errorBody(ErrorCode.unavailable, "Sign-in keys are unavailable; try again shortly"),
);
