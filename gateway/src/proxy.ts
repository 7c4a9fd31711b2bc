import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import { Pool, type Dispatcher } from "undici";
import { ErrorCode, errorBody, VERIFIED_USER_HEADER } from "@mawid/contracts";

export interface UpstreamOptions {
  connections: number;
  pipelining: number;
  timeoutMs: number;
}

/** One keep-alive connection pool per service. */
export class Upstream {
  readonly name: string;
  readonly origin: string;
  readonly pool: Pool;
  readonly timeoutMs: number;
  readonly #unavailable: string;
  readonly #timeout: string;

  constructor(name: string, origin: string, options: UpstreamOptions) {
    this.name = name;
    this.origin = origin;
    this.timeoutMs = options.timeoutMs;
    this.pool = new Pool(origin, {
      connections: options.connections,
      // undici pipelines only idempotent requests (GET, HEAD); a POST waits for its connection to drain
      pipelining: options.pipelining,
      keepAliveTimeout: 30_000,
      keepAliveMaxTimeout: 60_000,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      connectTimeout: 2_000,
    });
    this.#unavailable = JSON.stringify(
      errorBody(ErrorCode.unavailable, `The ${name} service is unavailable; try again shortly`),
    );
    this.#timeout = JSON.stringify(
      errorBody("GATEWAY_TIMEOUT", `The ${name} service did not answer in time`),
    );
  }

  unavailableBody(): string {
    return this.#unavailable;
  }

  timeoutBody(): string {
    return this.#timeout;
  }
}

/** Headers that belong to one connection, never forwarded (RFC 9110 §7.6.1), plus ones we own. */
const REQUEST_SKIP = new Set([
  "connection",
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
const RESPONSE_SKIP = [
  "connection",
  "keep-alive",
  "transfer-encoding",
  "trailer",
  "upgrade",
  "proxy-connection",
];

const TRACEPARENT = /^[\da-f]{2}-[\da-f]{32}-[\da-f]{16}-[\da-f]{2}$/;

/** A fresh W3C trace context: version 00, random trace and parent ids, sampled. */
export function newTraceparent(): string {
  const hex = randomBytes(24).toString("hex");
  return `00-${hex.slice(0, 32)}-${hex.slice(32)}-01`;
}

export interface ProxyContext {
  upstream: Upstream;
  /** `x-mawid-user` value, or null for an anonymous request. */
  user: string | null;
  /** Response headers every answer carries (security headers, CORS), precomputed. */
  responseHeaders: Readonly<Record<string, string>>;
  /** The route table entry, a bounded label for metrics. */
  route: string;
  /** Called once the response is finished or failed. */
  done: (request: FastifyRequest, reply: FastifyReply, status: number, route: string) => void;
  /** Called when the service could not be reached or did not answer in time. */
  failed: (service: string, kind: "unavailable" | "timeout" | "aborted") => void;
}

/**
 * Forwards the request to its service over a pooled keep-alive connection and streams the answer
 * back. The path is forwarded unchanged. It writes to the raw response (the reply is hijacked), so
 * no serialisation or onSend work runs on the hot path.
 */
export function proxy(request: FastifyRequest, reply: FastifyReply, ctx: ProxyContext): void {
  const req = request.raw;
  const incoming = req.headers;
  const headers: Record<string, string | string[]> = {};
  for (const name in incoming) {
    if (REQUEST_SKIP.has(name)) continue;
    const value = incoming[name];
    if (value !== undefined) headers[name] = value;
  }
  headers["x-request-id"] = request.id;
  const traceparent = incoming.traceparent;
  if (typeof traceparent !== "string" || !TRACEPARENT.test(traceparent)) {
    headers.traceparent = newTraceparent();
    delete headers.tracestate;
  }
  const prior = incoming["x-forwarded-for"];
  headers["x-forwarded-for"] = prior ? `${prior}, ${request.ip}` : request.ip;
  headers["x-forwarded-proto"] = request.protocol;
  if (incoming.host) headers["x-forwarded-host"] = incoming.host;
  if (ctx.user !== null) headers[VERIFIED_USER_HEADER] = ctx.user;

  const method = req.method ?? "GET";
  const hasBody =
    method !== "GET" &&
    method !== "HEAD" &&
    (incoming["transfer-encoding"] !== undefined ||
      (incoming["content-length"] !== undefined && incoming["content-length"] !== "0"));

  reply.hijack();
  const handler = new ProxyHandler(request, reply, ctx);
  ctx.upstream.pool.dispatch(
    {
      origin: ctx.upstream.origin,
      path: req.url ?? "/",
      method: method as Dispatcher.HttpMethod,
      headers,
      body: hasBody ? req : null,
    },
    handler,
  );
}

class ProxyHandler implements Dispatcher.DispatchHandler {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly res: ServerResponse<IncomingMessage>;
  readonly ctx: ProxyContext;
  controller: Dispatcher.DispatchController | null = null;
  finished = false;

  constructor(request: FastifyRequest, reply: FastifyReply, ctx: ProxyContext) {
    this.request = request;
    this.reply = reply;
    this.res = reply.raw;
    this.ctx = ctx;
    this.res.once("close", () => {
      // the client went away before we finished: stop the upstream work
      if (!this.finished && this.controller && !this.controller.aborted) {
        this.controller.abort(new Error("client closed the connection"));
      }
    });
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: IncomingHttpHeaders,
  ): void {
    if (statusCode < 200) return; // 1xx: wait for the final answer
    for (const name of RESPONSE_SKIP) delete headers[name];
    Object.assign(headers, this.ctx.responseHeaders);
    headers["x-request-id"] = this.request.id;
    this.res.writeHead(statusCode, headers);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (!this.res.write(chunk)) {
      controller.pause();
      this.res.once("drain", () => controller.resume());
    }
  }

  onResponseEnd(): void {
    this.finished = true;
    this.res.end();
    this.ctx.done(this.request, this.reply, this.res.statusCode, this.ctx.route);
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error & { code?: string }): void {
    if (this.finished) return;
    this.finished = true;
    const res = this.res;
    if (res.headersSent || res.destroyed) {
      // mid-answer, or the client left: nothing sensible can be sent any more
      res.destroy();
      this.ctx.failed(this.ctx.upstream.name, "aborted");
      this.ctx.done(this.request, this.reply, res.statusCode, this.ctx.route);
      return;
    }
    const timedOut = error.code === "UND_ERR_HEADERS_TIMEOUT" || error.code === "UND_ERR_BODY_TIMEOUT";
    const status = timedOut ? 504 : 503;
    const body = timedOut ? this.ctx.upstream.timeoutBody() : this.ctx.upstream.unavailableBody();
    this.request.log.warn(
      { service: this.ctx.upstream.name, err: { code: error.code, message: error.message } },
      "upstream failed",
    );
    res.writeHead(status, {
      ...this.ctx.responseHeaders,
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(body),
      "x-request-id": this.request.id,
      ...(timedOut ? {} : { "retry-after": "5" }),
    });
    res.end(body);
    this.ctx.failed(this.ctx.upstream.name, timedOut ? "timeout" : "unavailable");
    this.ctx.done(this.request, this.reply, status, this.ctx.route);
  }
}
