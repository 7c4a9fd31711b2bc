import type { IncomingMessage, ServerResponse } from "node:http";

export type HeaderSet = Readonly<Record<string, string>>;

/** CORS is off unless CORS_ORIGINS lists origins; then only those get the CORS headers. */
export class CorsPolicy {
  readonly enabled: boolean;
  readonly #allowed: ReadonlySet<string>;
  readonly #withCors = new Map<string, HeaderSet>();

  constructor(origins: readonly string[]) {
    this.#allowed = new Set(origins);
    this.enabled = this.#allowed.size > 0;
  }

  /** The response headers for a request from `origin`: `base`, plus CORS when the origin is allowed. */
  headersFor(origin: string | undefined, base: HeaderSet): HeaderSet {
    if (!this.enabled || origin === undefined || !this.#allowed.has(origin)) return base;
    let headers = this.#withCors.get(origin);
    if (headers === undefined) {
      headers = Object.freeze({
        ...base,
        "access-control-allow-origin": origin,
        "access-control-allow-credentials": "true",
        "access-control-expose-headers": "x-request-id, retry-after",
        vary: "Origin",
      });
      this.#withCors.set(origin, headers);
    }
    return headers;
  }

  /** Answers a preflight (OPTIONS with Access-Control-Request-Method). */
  preflight(req: IncomingMessage, res: ServerResponse, base: HeaderSet): void {
    const origin = req.headers.origin;
    const headers: Record<string, string> = { ...this.headersFor(origin, base), "content-length": "0" };
    if (origin !== undefined && this.#allowed.has(origin)) {
      headers["access-control-allow-methods"] = "GET, HEAD, POST, PUT, PATCH, DELETE";
      headers["access-control-allow-headers"] =
        req.headers["access-control-request-headers"] ?? "authorization, content-type";
      headers["access-control-max-age"] = "600";
    }
    res.writeHead(204, headers);
    res.end();
  }
}
