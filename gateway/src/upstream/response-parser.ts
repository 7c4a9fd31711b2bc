/** Response headers as the gateway forwards them: lower-case names, repeated ones as arrays. */
export type ResponseHeaders = Record<string, string | string[]>;

export interface ResponseEvents {
  /** The final (non-1xx) status line and headers. */
  head(status: number, headers: ResponseHeaders): void;
  body(chunk: Buffer): void;
  end(): void;
}

/** A service answered something that is not HTTP/1.1 as the gateway reads it. */
export class ResponseParseError extends Error {}

/** Larger heads are refused: a service never sends one, and the gateway holds heads in memory. */
const MAX_HEAD_BYTES = 64 * 1024;
const CRLF_CRLF = Buffer.from("\r\n\r\n");
const CRLF = Buffer.from("\r\n");

/** Where the parser is in a response. */
const State = {
  Head: 0,
  Fixed: 1,
  ChunkSize: 2,
  ChunkData: 3,
  ChunkDataEnd: 4,
  Trailers: 5,
  UntilClose: 6,
  Done: 7,
} as const;
type State = (typeof State)[keyof typeof State];

/**
 * Reads one HTTP/1.1 response at a time from a connection's bytes, as they arrive in any split: the
 * status line and headers, then a body framed by content-length, chunked transfer coding (decoded)
 * or the connection's end. 1xx interim answers are skipped. Bodies are handed on as slices of the
 * arriving buffers, never copied. The gateway does not pipeline, so bytes after a response's end
 * mean the connection is out of step: the response still ends, and the connection is not reused.
 */
export class ResponseParser {
  readonly #events: ResponseEvents;
  #state: State = State.Done;
  #noBody = false;
  /** Bytes of an unfinished head, size line or trailer. */
  #pending: Buffer | null = null;
  #remaining = 0;
  #ended = false;
  /** Whether the connection can carry another request once this response ends. */
  keepAlive = true;

  constructor(events: ResponseEvents) {
    this.#events = events;
  }

  /** Expects the answer to a new request; `noBody` for HEAD, whose answers carry no body. */
  expect(noBody: boolean): void {
    this.#state = State.Head;
    this.#ended = false;
    this.#noBody = noBody;
    this.#pending = null;
    this.keepAlive = true;
  }

  /** Whether a response has been asked for and not yet read to its end. */
  get busy(): boolean {
    return this.#state !== State.Done;
  }

  /** Consumes bytes from the connection; throws ResponseParseError on anything malformed. */
  execute(data: Buffer): void {
    if (!this.busy) throw new ResponseParseError("bytes before a request");
    let at = 0;
    // `busy`, not the state itself: the steps below change it
    while (at < data.length && this.busy) {
      switch (this.#state) {
        case State.Head:
          at = this.#head(data, at);
          break;
        case State.Fixed:
          at = this.#body(data, at);
          if (this.#remaining === 0) this.#finish();
          break;
        case State.UntilClose:
          this.#events.body(at === 0 ? data : data.subarray(at));
          at = data.length;
          break;
        case State.ChunkSize:
          at = this.#line(data, at, (line) => {
            const semicolon = line.indexOf(";");
            const hex = (semicolon === -1 ? line : line.slice(0, semicolon)).trim();
            if (!/^[\da-fA-F]{1,12}$/.test(hex)) throw new ResponseParseError("bad chunk size");
            this.#remaining = Number.parseInt(hex, 16);
            this.#state = this.#remaining === 0 ? State.Trailers : State.ChunkData;
          });
          break;
        case State.ChunkData:
          at = this.#body(data, at);
          if (this.#remaining === 0) this.#state = State.ChunkDataEnd;
          break;
        case State.ChunkDataEnd:
          at = this.#line(data, at, (line) => {
            if (line !== "") throw new ResponseParseError("chunk data longer than its size");
            this.#state = State.ChunkSize;
          });
          break;
        case State.Trailers:
          // trailers are read and dropped: the answer's headers have long been sent on
          at = this.#line(data, at, (line) => {
            if (line === "") this.#finish();
          });
          break;
      }
    }
    if (this.#ended) {
      this.#ended = false;
      // more bytes than the answer: the connection is out of step and is not used again
      if (at < data.length) this.keepAlive = false;
      this.#events.end();
    }
  }

  /**
   * The connection ended: a body read until the end is complete; anything else was cut short.
   * Returns whether the response ended properly.
   */
  closed(): boolean {
    if (this.#state === State.UntilClose) {
      this.#state = State.Done;
      this.#events.end();
      return true;
    }
    return this.#state === State.Done;
  }

  /** The answer is whole; `end` is told once `execute` has seen what else arrived with it. */
  #finish(): void {
    this.#state = State.Done;
    this.#ended = true;
  }

  /** Hands on up to `#remaining` body bytes from `at`, and returns where they ended. */
  #body(data: Buffer, at: number): number {
    const end = Math.min(at + this.#remaining, data.length);
    this.#remaining -= end - at;
    this.#events.body(data.subarray(at, end));
    return end;
  }

  /** Gathers one CRLF-terminated line (at most MAX_HEAD_BYTES) and hands it on without its CRLF. */
  #line(data: Buffer, at: number, use: (line: string) => void): number {
    const end = data.indexOf(CRLF, at);
    if (end === -1 || this.#pending !== null) {
      const joined =
        this.#pending === null ? data.subarray(at) : Buffer.concat([this.#pending, data.subarray(at)]);
      const joinedEnd = joined.indexOf(CRLF);
      if (joinedEnd === -1) {
        if (joined.length > MAX_HEAD_BYTES) throw new ResponseParseError("line too long");
        this.#pending = joined;
        return data.length;
      }
      this.#pending = null;
      use(joined.toString("latin1", 0, joinedEnd));
      // what of `data` the line used: its bytes in `joined`, less what was pending before
      return data.length - (joined.length - joinedEnd - 2);
    }
    use(data.toString("latin1", at, end));
    return end + 2;
  }

  #head(data: Buffer, at: number): number {
    let block = data;
    let start = at;
    if (this.#pending !== null) {
      block = Buffer.concat([this.#pending, data.subarray(at)]);
      start = 0;
    }
    const end = block.indexOf(CRLF_CRLF, start);
    if ((end === -1 ? block.length : end) - start > MAX_HEAD_BYTES) {
      throw new ResponseParseError("response head too large");
    }
    if (end === -1) {
      this.#pending = block === data ? Buffer.from(data.subarray(at)) : block;
      return data.length;
    }
    const pendingBytes = this.#pending === null ? 0 : this.#pending.length;
    this.#pending = null;
    const lines = block.toString("latin1", start, end).split("\r\n");
    const statusLine = lines[0]!;
    if (!statusLine.startsWith("HTTP/1.") || statusLine.charCodeAt(8) !== 32) {
      throw new ResponseParseError("not an HTTP/1.x status line");
    }
    const status = Number(statusLine.slice(9, 12));
    if (!(status >= 100 && status <= 999)) throw new ResponseParseError("bad status code");
    const http10 = statusLine.charCodeAt(7) === 48;
    const headers: ResponseHeaders = {};
    let length = -1;
    let chunked = false;
    let connection = "";
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i]!;
      const colon = line.indexOf(":");
      if (colon <= 0) throw new ResponseParseError("malformed header line");
      const name = line.slice(0, colon).toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (name === "content-length") {
        if (!/^\d{1,15}$/.test(value) || (length !== -1 && Number(value) !== length)) {
          throw new ResponseParseError("bad content-length");
        }
        length = Number(value);
      } else if (name === "transfer-encoding") {
        chunked = value.toLowerCase().endsWith("chunked");
      } else if (name === "connection") {
        connection = value.toLowerCase();
      }
      const prior = headers[name];
      if (prior === undefined) headers[name] = value;
      else if (typeof prior === "string") headers[name] = [prior, value];
      else prior.push(value);
    }
    // the end of the head, in `data`
    const next = end + 4 - pendingBytes + (block === data ? 0 : at);
    if (status < 200) {
      if (status === 101) throw new ResponseParseError("protocol upgrades are not proxied");
      return next; // an interim answer (100, 103): the real one follows
    }
    this.keepAlive = http10 ? connection.includes("keep-alive") : !connection.includes("close");
    this.#events.head(status, headers);
    if (this.#noBody || status === 204 || status === 304) {
      this.#finish();
    } else if (chunked) {
      this.#state = State.ChunkSize;
    } else if (length >= 0) {
      this.#remaining = length;
      if (length === 0) this.#finish();
      else this.#state = State.Fixed;
    } else {
      this.keepAlive = false;
      this.#state = State.UntilClose;
    }
    return next;
  }
}
