import { randomFillSync } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyBaseLogger } from "fastify";
import proxyAddr from "@fastify/proxy-addr";
import { context, isSpanContextValid, trace } from "@opentelemetry/api";
import { ErrorCode, errorBody, VERIFIED_USER_HEADER } from "@mawid/contracts/platform";
import { AuthError, bearerToken, type TokenVerifier, type VerifiedToken } from "./auth.ts";
import type { CorsPolicy, HeaderSet } from "./cors.ts";
import type { GatewayMetrics } from "./metrics.ts";
import { type FixedWindowLimiter, tooManyRequestsBody } from "./rate-limit.ts";
import type { RouteTable } from "./route-table.ts";
import {
  Http1Pool,
  type ResponseSink,
  type UpstreamCall,
  UpstreamError,
  type UpstreamRequest,
} from "./upstream/connection-pool.ts";
import type { ResponseHeaders } from "./upstream/response-parser.ts";

/** Where a service answers: its origin, and a Unix socket to reach it by instead when it has one. */
export interface ServiceAddress {
  origin: string;
  socketPath?: string | undefined;
}

export interface UpstreamOptions {
  connections: number;
  timeoutMs: number;
}

/** One service behind the gateway, with its keep-alive connection pool (upstream/connection-pool.ts). */
export class Upstream {
  readonly name: string;
  readonly pool: Http1Pool;
  readonly unavailableBody: string;
  readonly timeoutBody: string;

  constructor(name: string, address: ServiceAddress, options: UpstreamOptions) {
    this.name = name;
    this.pool = new Http1Pool({
      origin: address.origin,
      socketPath: address.socketPath,
      connections: options.connections,
      timeoutMs: options.timeoutMs,
    });
    this.unavailableBody = JSON.stringify(
      errorBody(ErrorCode.unavailable, `The ${name} service is unavailable; try again shortly`),
    );
    this.timeoutBody = JSON.stringify(
      errorBody("GATEWAY_TIMEOUT", `The ${name} service did not answer in time`),
    );
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}

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
  trustProxy: boolean | string;
  closing: () => boolean;
}

/**
 * Connection-level headers (RFC 9110 §7.6.1), never forwarded; the body's framing, which the pool
 * writes itself; and the ones the gateway sets itself.
 */
const REQUEST_SKIP = new Set([
  "connection",
  "content-length",
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
/**
 * Once the gateway has verified a bearer token, the service gets the claims (x-mawid-user) and not
 * the credential: no service reads it, and a token that goes no further cannot leak from there.
 */
const REQUEST_SKIP_VERIFIED = new Set([...REQUEST_SKIP, "authorization"]);
const RESPONSE_SKIP = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "trailer",
  "upgrade",
  "proxy-connection",
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
  const traceId = entropy.toString("hex", at, at + 16);
  const spanId = entropy.toString("hex", at + 16, at + 24);
  return `00-${traceId}-${spanId}-01`;
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
  const trust = options.trustProxy;
  const trustFn =
    trust === true
      ? () => true
      : typeof trust === "string" && trust !== ""
        ? proxyAddr.compile(trust.split(",").map((s) => s.trim()))
        : null;
  const ipOf = (req: IncomingMessage): string =>
    trustFn === null ? (req.socket.remoteAddress ?? "") : proxyAddr(req, trustFn);
  const protoOf = (req: IncomingMessage): string => {
    if (trustFn !== null) {
      const forwarded = req.headers["x-forwarded-proto"];
      if (typeof forwarded === "string" && trustFn(req.socket.remoteAddress ?? "", 0)) {
        return forwarded.split(",")[0]!.trim();
      }
    }
    return (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
  };

  const finish: Finish = (exchange, status) => {
    const ms = performance.now() - exchange.started;
    metrics.observe(exchange.route, status, ms / 1000);
    if (accessLog) {
      const req = exchange.req;
      log.info(
        { reqId: exchange.id, method: req.method, url: req.url, status, ms: Math.round(ms * 10) / 10 },
        "request completed",
      );
    }
  };

  const send = (exchange: Exchange, ip: string, upstream: Upstream, user: VerifiedToken | null): void => {
    const req = exchange.req;
    const incoming = req.headers;
    const headers: Record<string, string | string[]> = {};
    const skip = user === null ? REQUEST_SKIP : REQUEST_SKIP_VERIFIED;
    for (const name in incoming) {
      if (skip.has(name)) continue;
      const value = incoming[name];
      if (value !== undefined) headers[name] = value;
    }
    headers["x-request-id"] = exchange.id;
    // With tracing on, the service's span is a child of the gateway's own span; without it, the
    // caller's trace (or a new one) passes through unchanged.
    const span = trace.getSpan(context.active());
    const spanContext = span?.isRecording() ? span.spanContext() : undefined;
    if (spanContext && isSpanContextValid(spanContext)) {
      headers.traceparent = `00-${spanContext.traceId}-${spanContext.spanId}-0${spanContext.traceFlags & 1}`;
    } else {
      const traceparent = incoming.traceparent;
      if (typeof traceparent !== "string" || !TRACEPARENT.test(traceparent)) {
        headers.traceparent = newTraceparent();
        delete headers.tracestate;
      }
    }
    const prior = incoming["x-forwarded-for"];
    headers["x-forwarded-for"] = prior && trustFn !== null ? `${prior}, ${ip}` : ip;
    headers["x-forwarded-proto"] = protoOf(req);
    if (incoming.host) headers["x-forwarded-host"] = incoming.host;
    if (user !== null) headers[VERIFIED_USER_HEADER] = user.header;

    const method = req.method ?? "GET";
    const handler = new ProxyHandler(exchange, upstream, metrics, log);
    const request: UpstreamRequest = { method, path: req.url ?? "/", headers, body: null };
    const declared = incoming["content-length"];
    const hasBody =
      method !== "GET" &&
      method !== "HEAD" &&
      (incoming["transfer-encoding"] !== undefined || (declared !== undefined && declared !== "0"));
    if (!hasBody) {
      handler.send(request);
      return;
    }
    const length = declared === undefined ? undefined : Number(declared);
    if (length === undefined || !(length <= BUFFER_LIMIT)) {
      request.body = req;
      request.bodyLength = length;
      handler.send(request);
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.once("end", () => {
      request.body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      handler.send(request);
    });
    req.once("error", () => handler.clientGone());
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

    if (route.auth === "none") return send(exchange, ip, upstream, null);
    const token = bearerToken(incoming.authorization);
    if (token === undefined)
      return exchange.unauthorized("INVALID_TOKEN", "Use an Authorization: Bearer token");
    if (token === null) {
      if (route.auth === "required")
        return exchange.unauthorized(ErrorCode.unauthenticated, "Sign in to continue");
      return send(exchange, ip, upstream, null);
    }
    const withUser = (user: VerifiedToken) => {
      const userWait = limitUser.take(user.claims.sub);
      if (userWait > 0) return exchange.tooMany(userWait);
      send(exchange, ip, upstream, user);
    };
    const cached = verifier.cached(token);
    if (cached !== null) return withUser(cached);
    verifier.verify(token).then(withUser, (error: unknown) => {
      if (error instanceof AuthError && error.code !== "KEYS_UNAVAILABLE") {
        return exchange.unauthorized(error.code, error.message);
      }
      log.warn({ reqId: exchange.id, err: error }, "token verification unavailable");
      exchange.answer(503, KEYS_UNAVAILABLE, { "retry-after": "5" });
    });
  };
}

const CLOSING = JSON.stringify(
  errorBody(ErrorCode.unavailable, "The gateway is restarting; try again shortly"),
);
const KEYS_UNAVAILABLE = JSON.stringify(
  errorBody(ErrorCode.unavailable, "Sign-in keys are unavailable; try again shortly"),
);

type Finish = (exchange: Exchange, status: number) => void;

/** One client request as the gateway handles it: who asked, what it is called in metrics, and how it ends. */
class Exchange {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly id: string;
  /** Security (and CORS) headers every answer carries. */
  readonly base: HeaderSet;
  readonly started = performance.now();
  /** The route table entry, or what the gateway did instead, for metrics. */
  route = "unmatched";
  readonly #finish: Finish;

  constructor(req: IncomingMessage, res: ServerResponse, id: string, base: HeaderSet, finish: Finish) {
    this.req = req;
    this.res = res;
    this.id = id;
    this.base = base;
    this.#finish = finish;
  }

  /** Records the answer in metrics (and the access log). */
  finish(status: number): void {
    this.#finish(this, status);
  }

  /** An answer of the gateway's own, in the shared error shape. */
  answer(status: number, body: string, extra?: Record<string, string>): void {
    this.res.writeHead(status, {
      ...this.base,
      ...extra,
      "content-type": "application/json; charset=utf-8",
      "content-length": String(Buffer.byteLength(body)),
      "x-request-id": this.id,
    });
    this.res.end(body);
    this.finish(status);
  }

  tooMany(seconds: number): void {
    this.answer(429, JSON.stringify(tooManyRequestsBody(seconds)), { "retry-after": String(seconds) });
  }

  unauthorized(code: string, message: string): void {
    this.answer(401, JSON.stringify(errorBody(code, message)), {
      "www-authenticate": `Bearer realm="mawid"${code === ErrorCode.unauthenticated ? "" : `, error="invalid_token"`}`,
    });
  }
}

/** Streams one service answer back to the client; maps a dead or silent service to 503 / 504. */
class ProxyHandler implements ResponseSink {
  readonly exchange: Exchange;
  readonly res: ServerResponse;
  readonly upstream: Upstream;
  readonly metrics: GatewayMetrics;
  readonly log: FastifyBaseLogger;
  call: UpstreamCall | null = null;
  done = false;
  /** Whether it waits for the client's buffer to drain (one listener, however many chunks filled it). */
  draining = false;

  constructor(exchange: Exchange, upstream: Upstream, metrics: GatewayMetrics, log: FastifyBaseLogger) {
    this.exchange = exchange;
    this.res = exchange.res;
    this.upstream = upstream;
    this.metrics = metrics;
    this.log = log;
    // `on`, not `once`: the response is dropped after its one close, so there is nothing to remove.
    // The client left before the answer was complete: stop the service's work on it.
    this.res.on("close", () => {
      if (!this.done) this.clientGone();
    });
  }

  send(request: UpstreamRequest): void {
    if (this.res.destroyed) this.clientGone();
    else this.call = this.upstream.pool.dispatch(request, this);
  }

  clientGone(): void {
    if (this.call !== null) this.call.abort();
    else this.error(new UpstreamError("ABORTED", "client closed the connection"));
  }

  start(status: number, headers: ResponseHeaders): void {
    const out: Record<string, string | string[]> = { ...this.exchange.base };
    for (const name in headers) {
      if (!RESPONSE_SKIP.has(name)) out[name] ??= headers[name]!;
    }
    out["x-request-id"] = this.exchange.id;
    this.res.writeHead(status, out);
  }

  data(chunk: Buffer): boolean {
    // A gone client never drains: waiting for it would hold the connection.
    if (this.res.destroyed) {
      this.clientGone();
      return true;
    }
    if (this.res.write(chunk)) return true;
    if (!this.draining) {
      this.draining = true;
      this.res.once("drain", () => {
        this.draining = false;
        this.call?.resume();
      });
    }
    return false;
  }

  end(): void {
    this.done = true;
    this.res.end();
    this.exchange.finish(this.res.statusCode);
  }

  error(error: UpstreamError): void {
    if (this.done) return;
    this.done = true;
    const res = this.res;
    if (res.headersSent || res.destroyed) {
      // mid-answer, or the client left: nothing sensible can be sent any more
      res.destroy();
      this.metrics.upstreamError(this.upstream.name, "aborted");
      this.exchange.finish(res.statusCode);
      return;
    }
    const timedOut = error.code === "TIMEOUT";
    const status = timedOut ? 504 : 503;
    const body = timedOut ? this.upstream.timeoutBody : this.upstream.unavailableBody;
    this.log.warn(
      {
        reqId: this.exchange.id,
        upstream: this.upstream.name,
        err: { code: error.code, message: error.message },
      },
      "upstream failed",
    );
    this.metrics.upstreamError(this.upstream.name, timedOut ? "timeout" : "unavailable");
    this.exchange.answer(status, body, timedOut ? undefined : { "retry-after": "5" });
  }
}
