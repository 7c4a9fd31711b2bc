import { connect } from "node:net";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ZSignUpRequest } from "@mawid/contracts/identity";
import { ConcurrencyError } from "@mawid/eventstore";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import type { ServiceDefinition } from "./definition.ts";
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnavailableError,
} from "./errors.ts";

class PaymentDeclinedError extends DomainError {
  constructor() {
    super("PAYMENT_DECLINED", "The card was declined");
  }
}
class StrangeError extends DomainError {
  constructor() {
    super("STRANGE", "Something odd about this request");
  }
}
import { startTestService, type TestService } from "./testing.ts";
import { requireUser } from "./user.ts";

const probe: ServiceDefinition = {
  name: "probe",
  version: "test",
  // The service's one mapper: its own errors first, the kinds' defaults for the rest.
  errorStatus: (error) => (error instanceof PaymentDeclinedError ? 402 : undefined),
  async routes(app) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post("/sign-up", { schema: { body: ZSignUpRequest } }, async () => ({ ok: true }));
    r.get("/items/:id", { schema: { params: z.object({ id: z.uuid() }) } }, async () => {
      throw new NotFoundError("No such item");
    });
    r.get("/forbidden", async () => {
      throw new ForbiddenError("Only owners can do this", "NOT_OWNER");
    });
    r.get("/conflict", async () => {
      throw new ConflictError("Already exists", "ALREADY_EXISTS");
    });
    r.get("/race", async () => {
      throw new ConcurrencyError("s-1", 3);
    });
    r.get("/slow-down", async () => {
      throw new RateLimitedError("Too many attempts, try again in a minute", 60, "TOO_MANY_ATTEMPTS");
    });
    r.get("/declined", async () => {
      throw new PaymentDeclinedError();
    });
    r.get("/strange", async () => {
      throw new StrangeError();
    });
    r.get("/mail-down", async () => {
      throw new UnavailableError("Mail cannot be sent right now", "MAIL_DOWN");
    });
    r.get("/crash", async () => {
      throw new Error("database password is hunter2");
    });
    r.get("/whoami", async (request) => ({ sub: requireUser(request).sub }));
  },
};

let tdb: TestDatabase;
let svc: TestService<unknown>;
beforeAll(async () => {
  tdb = await createTestDatabase();
  svc = await startTestService(probe, tdb.url);
});
afterAll(async () => {
  await svc.close();
  await tdb.drop();
});

describe("one error policy", () => {
  it("answers invalid input with 400 and the contract's exact message per field", async () => {
    const res = await svc.app.inject({
      method: "POST",
      url: "/sign-up",
      payload: { email: "nope", password: "short", confirmPassword: "x", displayName: "A" },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(body.error.fields).toMatchObject({
      email: "Invalid email address",
      password:
        "Password must be at least 8 characters with uppercase, lowercase, number and special character",
      displayName: "Display name must be at least 2 characters",
    });
  });

  it("maps domain errors to their status and code", async () => {
    const cases = [
      ["/items/4a4e6c1e-5b0c-4a8e-9f51-6a8f2f1c9d11", 404, "NOT_FOUND"],
      ["/forbidden", 403, "NOT_OWNER"],
      ["/conflict", 409, "ALREADY_EXISTS"],
      ["/race", 409, "CONCURRENCY_CONFLICT"],
      ["/slow-down", 429, "TOO_MANY_ATTEMPTS"],
      ["/declined", 402, "PAYMENT_DECLINED"],
      ["/strange", 400, "STRANGE"],
      ["/mail-down", 503, "MAIL_DOWN"],
      ["/whoami", 401, "UNAUTHENTICATED"],
      ["/no-such-route", 404, "NOT_FOUND"],
    ] as const;
    for (const [url, status, code] of cases) {
      const res = await svc.app.inject({ method: "GET", url });
      expect({ url, status: res.statusCode, code: res.json().error.code }).toEqual({ url, status, code });
    }
    const limited = await svc.app.inject({ method: "GET", url: "/slow-down" });
    expect(limited.headers["retry-after"]).toBe("60");
  });

  it("never leaks an unexpected error's message or stack", async () => {
    const res = await svc.app.inject({ method: "GET", url: "/crash" });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("hunter2");
    expect(res.body).not.toContain("at ");
    expect(res.json().error.code).toBe("INTERNAL");
  });

  it("answers a request Node cannot read, such as a 100,000-character address, in the error shape", async () => {
    await svc.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = svc.app.server.address() as { port: number };
    const raw = await new Promise<string>((resolve, reject) => {
      let answer = "";
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(`GET /items/${"a".repeat(100_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      });
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => {
        answer += chunk;
      });
      socket.on("close", () => resolve(answer));
      // the server closes while the rest of the address is still arriving, which resets the connection
      socket.on("error", (error) => (answer ? resolve(answer) : reject(error)));
    });
    expect(raw.split("\r\n")[0]).toBe("HTTP/1.1 431 Request Header Fields Too Large");
    expect(JSON.parse(raw.slice(raw.indexOf("\r\n\r\n") + 4))).toEqual({
      error: { code: "HEADERS_TOO_LARGE", message: "The address or the headers are too large" },
    });
  });

  it("knows the caller from a verified access token", async () => {
    const sub = "9b2f3c1e-1d2e-4f3a-8b5c-6d7e8f9a0b1c";
    const headers = await svc.bearer({ sub, email: "a@b.co", emailVerified: true, role: "user", orgs: {} });
    const res = await svc.app.inject({ method: "GET", url: "/whoami", headers });
    expect(res.json()).toEqual({ sub });
  });
});

describe("health", () => {
  it("is ready when its database answers, with the counts the health page shows", async () => {
    const res = await svc.app.inject({ method: "GET", url: "/health/ready" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      service: "probe",
      status: "up",
      checks: { database: "up", bus: "up" },
      parkedMessages: 0,
    });
  });

  it("exposes HTTP latency metrics named for the service", async () => {
    await svc.app.inject({ method: "GET", url: "/conflict" });
    const res = await svc.app.inject({ method: "GET", url: "/metrics" });
    expect(res.body).toContain(
      'probe_http_request_duration_seconds_count{method="GET",route="/conflict",status="409"}',
    );
  });
});
