import type { IncomingMessage } from "node:http";
import { connect, type Socket } from "node:net";
import { CodedError } from "../coded-error.ts";
import { type ResponseHeaders, ResponseParser } from "./response-parser.ts";

export type UpstreamFailure = "UNAVAILABLE" | "TIMEOUT" | "ABORTED";

/** Why an upstream call ended without a whole answer. */
export class UpstreamError extends CodedError<UpstreamFailure> {}

export interface UpstreamRequest {
  method: string;
  /** The path and query, as the client sent them (Node's parser has checked them). */
  path: string;
  /** Without connection-level or framing headers: the pool writes those itself. */
  headers: Record<string, string | string[]>;
  /** A whole body, sent with the head; or the client's request, streamed as it arrives. */
  body: Buffer | IncomingMessage | null;
  /** The length of a streamed body when the client gave one; without it the body goes chunked. */
  bodyLength?: number;
}

/** Where a call's answer goes. After `end` or `error` nothing more is called. */
export interface ResponseSink {
  start(status: number, headers: ResponseHeaders): void;
  /** False asks the pool to stop reading until the call's `resume()`. */
  data(chunk: Buffer): boolean;
  end(): void;
  error(error: UpstreamError): void;
}

export interface PoolOptions {
  /** http://host:port: the Host header, and where to connect without a socket path. */
  origin: string;
  socketPath?: string | undefined;
  /** Connections at most; further calls wait for a free one. */
  connections: number;
  /** How long a service may keep the gateway waiting for its answer's head, or between body bytes. */
  timeoutMs: number;
  /**
   * Idle connections are closed after this (default 4 s): before a plain Node server's 5 s keep-alive
   * timeout could close one just as a request goes out on it.
   */
  idleTimeoutMs?: number;
  connectTimeoutMs?: number;
}

const NO_BODY_METHODS = new Set(["GET", "HEAD", "DELETE", "OPTIONS", "TRACE"]);

/** One request through the pool: queued, then on a connection, then done. */
export class UpstreamCall {
  readonly request: UpstreamRequest;
  readonly sink: ResponseSink;
  readonly #pool: Http1Pool;
  connection: Connection | null = null;
  /** The pool's tick when it was queued for want of a free connection. */
  queuedAt = 0;
  done = false;
  /** Sent again once on a fresh connection after a reused one died before answering (GET and HEAD only). */
  retried = false;

  constructor(pool: Http1Pool, request: UpstreamRequest, sink: ResponseSink) {
    this.#pool = pool;
    this.request = request;
    this.sink = sink;
  }

  /** The client left: stop the service's work on this call (its connection cannot be reused). */
  abort(): void {
    if (this.done) return;
    this.done = true;
    if (this.connection === null) this.#pool.dequeue(this);
    else this.connection.destroy();
    this.sink.error(new UpstreamError("ABORTED", "client closed the connection"));
  }

  /** Reads the answer on after the sink asked to pause. */
  resume(): void {
    if (!this.done) this.connection?.resume();
  }

  /** Ends the call with its whole answer, once. */
  finish(): void {
    if (this.done) return;
    this.done = true;
    this.sink.end();
  }

  /** Ends the call with an error, once. */
  fail(error: UpstreamError): void {
    if (this.done) return;
    this.done = true;
    this.sink.error(error);
  }
}

/**
 * A keep-alive HTTP/1.1 client for the gateway's upstreams: one request per connection at a time,
 * the most recently used idle connection first, calls queued when every connection is busy.
 *
 * The gateway used undici's Pool. Writing the request head in one write and reading the answer with
 * the small parser in response-parser.ts brought the gateway's CPU per request in `npm run bench`
 * level with a bare node:http + undici proxy, which it had exceeded by 11 to 82 µs on a trivial
 * route. On a 2-core machine that the services and PostgreSQL share, that CPU is throughput (root
 * README, Numbers).
 *
 * Time is kept in ticks of a sweep timer rather than read per request: a tick is a quarter of the
 * timeout (at most 1 s), which is as exact as timeouts and idle closing need to be.
 */
export class Http1Pool {
  readonly #host: string;
  readonly #socketPath: string | undefined;
  readonly #port: number;
  readonly #hostname: string;
  readonly #max: number;
  readonly #idle: Connection[] = [];
  readonly #queue: UpstreamCall[] = [];
  readonly #busy = new Set<Connection>();
  #open = 0;
  #closing: (() => void) | null = null;
  #closed = false;
  /** The sweep timer's count: the pool's clock. */
  ticks = 0;
  readonly timeoutTicks: number;
  readonly #idleTicks: number;
  readonly connectTicks: number;
  readonly #sweeper: NodeJS.Timeout;

  constructor(options: PoolOptions) {
    const url = new URL(options.origin);
    // services sit on loopback, a socket or a private network: TLS, if any, ends in front of the gateway
    if (url.protocol !== "http:") throw new Error(`upstream ${options.origin}: only http:// is supported`);
    this.#host = url.host;
    this.#hostname = url.hostname.replace(/^\[|\]$/g, "");
    this.#port = Number(url.port || 80);
    this.#socketPath = options.socketPath;
    this.#max = options.connections;
    const tickMs = Math.max(10, Math.min(1_000, Math.floor(options.timeoutMs / 4)));
    this.timeoutTicks = Math.ceil(options.timeoutMs / tickMs);
    this.#idleTicks = Math.max(1, Math.floor((options.idleTimeoutMs ?? 4_000) / tickMs));
    this.connectTicks = Math.max(1, Math.ceil((options.connectTimeoutMs ?? 2_000) / tickMs));
    this.#sweeper = setInterval(() => this.#sweep(), tickMs);
    this.#sweeper.unref();
  }

  /** Sends a request; its answer goes to `sink`. */
  dispatch(request: UpstreamRequest, sink: ResponseSink): UpstreamCall {
    const call = new UpstreamCall(this, request, sink);
    if (this.#closed) {
      call.fail(new UpstreamError("UNAVAILABLE", "the gateway is closing"));
      return call;
    }
    this.#assign(call);
    return call;
  }

  /** Connections open now, busy or idle. */
  get size(): number {
    return this.#open;
  }

  /** Closes idle connections, fails queued calls and resolves once the busy ones have finished. */
  close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#sweeper);
    for (const connection of this.#idle.splice(0)) connection.destroy();
    for (const call of this.#queue.splice(0)) {
      call.fail(new UpstreamError("UNAVAILABLE", "the gateway is closing"));
    }
    if (this.#open === 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.#closing = resolve;
    });
  }

  /** Removes a call that waits for a connection (its client left). */
  dequeue(call: UpstreamCall): void {
    const at = this.#queue.indexOf(call);
    if (at !== -1) this.#queue.splice(at, 1);
  }

  #assign(call: UpstreamCall): void {
    let connection = this.#idle.pop();
    while (connection?.destroyed) connection = this.#idle.pop();
    if (connection !== undefined) {
      connection.start(call);
      return;
    }
    if (this.#open < this.#max) {
      this.#connect().start(call);
      return;
    }
    call.queuedAt = this.ticks;
    this.#queue.push(call);
  }

  #connect(): Connection {
    this.#open++;
    const socket =
      this.#socketPath !== undefined
        ? connect(this.#socketPath)
        : connect({ host: this.#hostname, port: this.#port, noDelay: true });
    return new Connection(this, socket, this.#host);
  }

  /** Called by a connection whose answer ended and which can carry another request. */
  released(connection: Connection): void {
    this.#busy.delete(connection);
    const next = this.#queue.shift();
    if (next !== undefined) {
      connection.start(next);
      return;
    }
    if (this.#closed) {
      connection.destroy();
      return;
    }
    connection.idleSince = this.ticks;
    this.#idle.push(connection);
  }

  started(connection: Connection): void {
    this.#busy.add(connection);
  }

  /** Called once by a connection that has closed, with the call it was serving, if any. */
  gone(connection: Connection, call: UpstreamCall | null, error: UpstreamError): void {
    this.#open--;
    this.#busy.delete(connection);
    const at = this.#idle.indexOf(connection);
    if (at !== -1) this.#idle.splice(at, 1);
    if (call !== null && !call.done) {
      const { method, body } = call.request;
      // A reused connection the service closed as the request went out: nothing was done with it.
      if (
        connection.reused &&
        !connection.answered &&
        !call.retried &&
        !this.#closed &&
        body === null &&
        (method === "GET" || method === "HEAD")
      ) {
        call.retried = true;
        call.connection = null;
        this.#assign(call);
      } else {
        call.fail(error);
      }
    }
    if (this.#queue.length > 0 && this.#open < this.#max && !this.#closed) {
      this.#connect().start(this.#queue.shift()!);
    }
    if (this.#closing !== null && this.#open === 0) this.#closing();
  }

  #sweep(): void {
    const now = ++this.ticks;
    for (const connection of this.#busy) connection.checkTimeout(now);
    // calls wait for a connection no longer than for an answer: every connection may be held by
    // clients that read slowly, which the timeout does not cover
    while (this.#queue.length > 0 && now - this.#queue[0]!.queuedAt > this.timeoutTicks) {
      this.#queue
        .shift()!
        .fail(new UpstreamError("TIMEOUT", "no connection to the service came free in time"));
    }
    // the idle stack is most recent last: the oldest are at its bottom
    while (this.#idle.length > 0 && now - this.#idle[0]!.idleSince > this.#idleTicks) {
      this.#idle.shift()!.destroy();
    }
  }
}

/** One keep-alive connection to a service, serving one call at a time. */
class Connection {
  readonly #pool: Http1Pool;
  readonly #socket: Socket;
  readonly #host: string;
  readonly #parser: ResponseParser;
  #call: UpstreamCall | null = null;
  #connected = false;
  readonly #openedAt: number;
  #lastActive = 0;
  #paused = false;
  /** Whether the request (a streamed body included) has been written whole. */
  #requestSent = false;
  #error: UpstreamError | null = null;
  /** A client's body being streamed to the service. */
  #body: IncomingMessage | null = null;
  /** Whether it has carried a request before the current one. */
  reused = false;
  /** Whether any of the current call's answer has arrived. */
  answered = false;
  idleSince = 0;

  constructor(pool: Http1Pool, socket: Socket, host: string) {
    this.#pool = pool;
    this.#socket = socket;
    this.#host = host;
    this.#openedAt = pool.ticks;
    this.#parser = new ResponseParser({
      head: (status, headers) => {
        const call = this.#call;
        if (call !== null && !call.done) call.sink.start(status, headers);
      },
      body: (chunk) => {
        const call = this.#call;
        if (call !== null && !call.done && !call.sink.data(chunk)) {
          this.#paused = true;
          this.#socket.pause();
        }
      },
      end: () => this.#answered(),
    });
    socket.on("connect", () => {
      this.#connected = true;
      this.#lastActive = this.#pool.ticks;
    });
    socket.on("data", (data: Buffer) => this.#data(data));
    socket.on("error", (error: Error & { code?: string }) => {
      this.#error ??= new UpstreamError("UNAVAILABLE", `${error.code ?? "ERROR"}: ${error.message}`);
    });
    socket.on("close", () => {
      // a body read until the connection's end is whole now, and #answered lets the call go
      if (this.#call !== null && this.#parser.busy && this.#error === null) this.#parser.closed();
      this.#releaseBody();
      const call = this.#call;
      this.#call = null;
      this.#pool.gone(
        this,
        call,
        this.#error ?? new UpstreamError("UNAVAILABLE", "the service closed the connection"),
      );
    });
  }

  get destroyed(): boolean {
    return this.#socket.destroyed;
  }

  destroy(): void {
    this.#socket.destroy();
  }

  resume(): void {
    if (!this.#paused) return;
    this.#paused = false;
    this.#lastActive = this.#pool.ticks;
    this.#socket.resume();
  }

  start(call: UpstreamCall): void {
    this.#call = call;
    call.connection = this;
    this.answered = false;
    this.#requestSent = false;
    this.#lastActive = this.#pool.ticks;
    this.#pool.started(this);
    const { method, path, headers, body } = call.request;
    this.#parser.expect(method === "HEAD");
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${this.#host}\r\n`;
    // Names and values come from Node's parser (which refuses CR, LF and NUL in them) or from the
    // gateway itself, so they are written as they are.
    for (const name in headers) {
      const value = headers[name]!;
      if (typeof value === "string") head += `${name}: ${value}\r\n`;
      else for (const one of value) head += `${name}: ${one}\r\n`;
    }
    const socket = this.#socket;
    if (body === null) {
      head += NO_BODY_METHODS.has(method) ? "\r\n" : "content-length: 0\r\n\r\n";
      socket.write(head, "latin1");
      this.#requestSent = true;
    } else if (Buffer.isBuffer(body)) {
      head += `content-length: ${body.length}\r\n\r\n`;
      socket.cork();
      socket.write(head, "latin1");
      socket.write(body);
      socket.uncork();
      this.#requestSent = true;
    } else {
      this.#stream(call, head, body);
    }
  }

  /** Sends a client's body as it arrives, at the pace the service reads it. */
  #stream(call: UpstreamCall, head: string, body: IncomingMessage): void {
    const socket = this.#socket;
    const length = call.request.bodyLength;
    const chunked = length === undefined;
    socket.write(
      `${head}${chunked ? "transfer-encoding: chunked" : `content-length: ${length}`}\r\n\r\n`,
      "latin1",
    );
    this.#body = body;
    const current = () => this.#call === call && !socket.destroyed;
    body.on("data", (chunk: Buffer) => {
      if (!current()) return;
      this.#lastActive = this.#pool.ticks;
      let flowing: boolean;
      if (chunked) {
        socket.cork();
        socket.write(`${chunk.length.toString(16)}\r\n`, "latin1");
        socket.write(chunk);
        flowing = socket.write("\r\n", "latin1");
        socket.uncork();
      } else {
        flowing = socket.write(chunk);
      }
      if (!flowing) {
        body.pause();
        socket.once("drain", () => body.resume());
      }
    });
    body.once("end", () => {
      if (!current()) return;
      if (chunked) socket.write("0\r\n\r\n", "latin1");
      this.#requestSent = true;
      this.#body = null;
    });
    body.once("error", () => {
      if (current()) call.abort();
    });
  }

  /**
   * Lets a client's body that is no longer sent flow again, so that the client's request is read to
   * its end (and dropped) instead of being held paused for a drain that will not come.
   */
  #releaseBody(): void {
    const body = this.#body;
    this.#body = null;
    if (body !== null && !body.readableEnded) body.resume();
  }

  checkTimeout(now: number): void {
    const call = this.#call;
    if (call === null || this.#paused) return;
    if (!this.#connected) {
      if (now - this.#openedAt > this.#pool.connectTicks) {
        this.#error = new UpstreamError("UNAVAILABLE", "connecting to the service timed out");
        this.destroy();
      }
      return;
    }
    if (now - this.#lastActive > this.#pool.timeoutTicks) {
      call.fail(new UpstreamError("TIMEOUT", "the service did not answer in time"));
      this.destroy();
    }
  }

  #data(data: Buffer): void {
    const call = this.#call;
    if (call === null) {
      // bytes nobody asked for: the connection is out of step
      this.destroy();
      return;
    }
    this.answered = true;
    this.#lastActive = this.#pool.ticks;
    try {
      this.#parser.execute(data);
    } catch (error) {
      call.fail(
        new UpstreamError("UNAVAILABLE", `the service's answer was malformed: ${(error as Error).message}`),
      );
      this.destroy();
    }
  }

  #answered(): void {
    const call = this.#call!;
    call.finish();
    call.connection = null;
    this.#call = null;
    const socket = this.#socket;
    if (!this.#parser.keepAlive || !this.#requestSent || socket.destroyed || socket.readableEnded) {
      // an answer before the whole body was sent, or a service that closes: not reusable
      this.#releaseBody();
      this.destroy();
      return;
    }
    if (this.#paused) {
      // the last bytes filled the client's buffer; the next call must not wait for that client
      this.#paused = false;
      socket.resume();
    }
    this.reused = true;
    this.#pool.released(this);
  }
}
