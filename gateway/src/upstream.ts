import type { IncomingHttpHeaders, ServerResponse } from "node:http";
import type { FastifyBaseLogger } from "fastify";
import { type Dispatcher, Pool } from "undici";
import { ErrorCode, errorBody } from "@mawid/contracts/platform";
import type { HeaderSet } from "./cors.ts";
import type { Exchange } from "./exchange.ts";
import type { GatewayMetrics } from "./metrics.ts";

/** Where a service answers: its origin, and a Unix socket to reach it by instead when it has one. */
export interface ServiceAddress {
  origin: string;
  socketPath?: string | undefined;
}

export interface UpstreamOptions {
  connections: number;
  timeoutMs: number;
}

/**
 * One service behind the gateway, with its undici keep-alive pool: one request per connection at a
 * time (a write held behind a slow read on a pipelined connection would wait in line), idle
 * connections closed before the service's own keep-alive timeout (from its Keep-Alive header).
 */
export class Upstream {
  readonly name: string;
  readonly pool: Pool;
  readonly unavailableBody: string;
  readonly timeoutBody: string;
  readonly timeoutMs: number;
  /**
   * Requests that found no free connection, with when they asked, oldest first. undici times a
   * request only once it has a connection, and a connection paused for a slow client has no timeout:
   * so that a request cannot wait forever behind such clients, it waits no longer than the timeout.
   */
  readonly #waiting = new Map<UpstreamHandler, number>();
  #sweeper: NodeJS.Timeout | null = null;

  constructor(name: string, address: ServiceAddress, options: UpstreamOptions) {
    this.name = name;
    this.timeoutMs = options.timeoutMs;
    this.pool = new Pool(address.origin, {
      socketPath: address.socketPath,
      connections: options.connections,
      pipelining: 1,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      connectTimeout: 2_000,
    });
    this.unavailableBody = JSON.stringify(
      errorBody(ErrorCode.unavailable, `The ${name} service is unavailable; try again shortly`),
    );
    this.timeoutBody = JSON.stringify(
      errorBody("GATEWAY_TIMEOUT", `The ${name} service did not answer in time`),
    );
  }

  wait(handler: UpstreamHandler): void {
    this.#waiting.set(handler, performance.now());
    this.#sweeper ??= setInterval(() => this.#sweep(), Math.max(10, this.timeoutMs / 4)).unref();
  }

  started(handler: UpstreamHandler): void {
    this.#waiting.delete(handler);
  }

  #sweep(): void {
    const now = performance.now();
    for (const [handler, since] of this.#waiting) {
      if (now - since <= this.timeoutMs) break;
      this.#waiting.delete(handler);
      handler.onResponseError(null, WAITED_TOO_LONG);
    }
    if (this.#waiting.size === 0 && this.#sweeper !== null) {
      clearInterval(this.#sweeper);
      this.#sweeper = null;
    }
  }

  async close(): Promise<void> {
    if (this.#sweeper !== null) clearInterval(this.#sweeper);
    await this.pool.close();
  }
}

/**
 * Connection-level headers, and the request id, which the gateway sets. And the service's Date: Node
 * writes its own, from a string it renews once a second, where a passed one is validated per answer.
 */
const RESPONSE_SKIP = [
  "x-request-id",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "trailer",
  "upgrade",
  "proxy-connection",
  "date",
];

/** A set of the gateway's own answer headers, as the flat list writeHead takes, and what a service may not add to it. */
interface AnswerHeaders {
  flat: readonly string[];
  skip: ReadonlySet<string>;
}

/**
 * Worked out once per header set (the security headers, and each allowed origin's CORS set): the
 * per-answer loop then copies a list and asks one set, instead of walking and searching an object.
 */
const answerHeaders = new WeakMap<HeaderSet, AnswerHeaders>();

function answerHeadersFor(base: HeaderSet): AnswerHeaders {
  let known = answerHeaders.get(base);
  if (known === undefined) {
    const names = Object.keys(base);
    known = {
      flat: names.flatMap((name) => [name, base[name]!]),
      skip: new Set([...RESPONSE_SKIP, ...names]),
    };
    answerHeaders.set(base, known);
  }
  return known;
}

const CLIENT_GONE = new Error("client closed the connection");

/**
 * How a connection fails when the service closed it, idle, just as a request went out on it. undici
 * does not say whether the connection was reused: a fresh one rarely breaks this way, and a GET or
 * HEAD sent twice does no harm. A refused or timed-out connect is not among them: nothing was sent.
 */
const CONNECTION_BROKE = new Set(["UND_ERR_SOCKET", "ECONNRESET", "EPIPE"]);

const WAITED_TOO_LONG = Object.assign(new Error("no connection to the service came free in time"), {
  code: "WAITED_TOO_LONG",
});

const TIMEOUTS = new Set(["UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT", WAITED_TOO_LONG.code]);

/**
 * Sends one request to its service and streams the answer back to the client, at the client's
 * pace; maps a dead or silent service to 503 / 504.
 *
 * A GET or HEAD whose connection broke before any answer is sent once more: the service cannot have
 * acted on it. Any other method is answered 503, because the service may have done the work.
 * undici's RetryHandler is not used for this: it would add its own controller and options copy to
 * every request, and resumes broken answers with range requests, which a proxy must not splice.
 */
export class UpstreamHandler implements Dispatcher.DispatchHandler {
  readonly exchange: Exchange;
  readonly res: ServerResponse;
  readonly upstream: Upstream;
  readonly request: Dispatcher.DispatchOptions;
  readonly metrics: GatewayMetrics;
  readonly log: FastifyBaseLogger;
  controller: Dispatcher.DispatchController | null = null;
  /** Whether the request went to the pool: until then, the client leaving ends it here. */
  dispatched = false;
  /** Whether it is among the upstream's requests waiting for a connection. */
  waiting = false;
  /** Whether the answer's head came: after that, nothing can be sent again. */
  answered = false;
  retried = false;
  done = false;
  /** Whether it waits for the client's buffer to drain (one listener, however many chunks filled it). */
  draining = false;
  /** Body bytes still to come when the service gave a length: the last chunk ends the answer at once. */
  remaining = -1;
  ended = false;

  constructor(
    exchange: Exchange,
    upstream: Upstream,
    request: Dispatcher.DispatchOptions,
    metrics: GatewayMetrics,
    log: FastifyBaseLogger,
  ) {
    this.exchange = exchange;
    this.res = exchange.res;
    this.upstream = upstream;
    this.request = request;
    this.metrics = metrics;
    this.log = log;
    // `on`, not `once`: the response is dropped after its one close, so there is nothing to remove.
    // The client left before the answer was complete: stop the service's work on it.
    this.res.on("close", () => {
      if (!this.done) this.clientGone();
    });
  }

  send(): void {
    if (this.res.destroyed) {
      this.clientGone();
      return;
    }
    this.dispatched = true;
    this.#dispatch();
  }

  #dispatch(): void {
    // false: the pool has no free connection left, so this request may wait for one
    if (!this.upstream.pool.dispatch(this.request, this)) {
      this.waiting = true;
      this.upstream.wait(this);
    }
  }

  clientGone(): void {
    if (this.controller !== null) this.controller.abort(CLIENT_GONE);
    else if (!this.dispatched) this.onResponseError(null, CLIENT_GONE);
    // else it waits in the pool for a connection, and is aborted as it gets one
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    if (this.waiting) {
      this.waiting = false;
      this.upstream.started(this);
    }
    this.controller = controller;
    // the client left while it waited, or it was answered 504 for waiting too long
    if (this.res.destroyed || this.done) controller.abort(CLIENT_GONE);
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    status: number,
    headers: IncomingHttpHeaders,
  ): void {
    if (status < 200) return; // 1xx: wait for the final answer
    this.answered = true;
    // name, value, name, value: Node writes a flat list without collecting an object's keys. The
    // gateway's security (and CORS) headers win over a service's own.
    const own = answerHeadersFor(this.exchange.base);
    const out: (string | string[])[] = own.flat.slice();
    for (const name in headers) {
      const value = headers[name];
      if (value !== undefined && !own.skip.has(name)) out.push(name, value);
    }
    out.push("x-request-id", this.exchange.id);
    const length = headers["content-length"];
    if (typeof length === "string") this.remaining = Number(length);
    this.res.writeHead(status, out);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    // A gone client never drains: waiting for it would hold the connection.
    if (this.res.destroyed) {
      controller.abort(CLIENT_GONE);
      return;
    }
    // one write with the head instead of a write and an end: most answers are a single chunk
    if (this.remaining > 0) {
      this.remaining -= chunk.length;
      if (this.remaining === 0) {
        this.ended = true;
        this.res.end(chunk);
        return;
      }
    }
    if (this.res.write(chunk)) return;
    controller.pause();
    if (!this.draining) {
      this.draining = true;
      this.res.once("drain", () => {
        this.draining = false;
        this.controller?.resume();
      });
    }
  }

  onResponseEnd(): void {
    this.done = true;
    if (!this.ended) this.res.end();
    this.exchange.finish(this.res.statusCode);
  }

  onResponseError(_controller: Dispatcher.DispatchController | null, error: Error & { code?: string }): void {
    if (this.done) return;
    if (this.ended) {
      // the client has its whole answer: whatever broke after it is the connection's business
      this.onResponseEnd();
      return;
    }
    const res = this.res;
    if (this.#mayRetry(error)) {
      this.retried = true;
      this.controller = null;
      this.#dispatch();
      return;
    }
    this.done = true;
    if (res.headersSent || res.destroyed) {
      // mid-answer, or the client left: nothing sensible can be sent any more
      res.destroy();
      this.metrics.upstreamError(this.upstream.name, "aborted");
      this.exchange.finish(res.statusCode);
      return;
    }
    const timedOut = TIMEOUTS.has(error.code ?? "");
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

  #mayRetry(error: Error & { code?: string }): boolean {
    const method = this.request.method;
    return (
      !this.retried &&
      !this.answered &&
      (method === "GET" || method === "HEAD") &&
      CONNECTION_BROKE.has(error.code ?? "") &&
      !this.res.destroyed
    );
  }
}
