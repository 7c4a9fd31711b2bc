import type { IncomingMessage, ServerResponse } from "node:http";
import { ErrorCode, errorBody } from "@mawid/contracts/platform";
import type { HeaderSet } from "./cors.ts";
import { tooManyRequestsBody } from "./rate-limit.ts";

export type Finish = (exchange: Exchange, status: number) => void;

/** One client request as the gateway handles it: who asked, what it is called in metrics, and how it ends. */
export class Exchange {
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
