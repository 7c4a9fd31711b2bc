import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import type { ServiceDefinition } from "./definition.ts";
import { startTestService, type TestService } from "./testing.ts";

const received: unknown[] = [];

const probe: ServiceDefinition = {
  name: "probe",
  version: "test",
  async routes(app) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post("/notes", { schema: { body: z.object({ text: z.string() }).loose() } }, async (request) => {
      received.push(request.body);
      return { ok: true };
    });
    r.post("/events/:id/approve", async () => ({ approved: true }));
    await app.register(async (scope) => {
      scope.removeContentTypeParser("application/json");
      scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
        done(null, body),
      );
      scope.post("/webhook", async (request) => ({ bytes: (request.body as Buffer).toString("base64") }));
    });
    r.get(
      "/search",
      { schema: { querystring: z.object({ q: z.string().optional() }) } },
      async (request) => ({
        q: request.query.q ?? null,
      }),
    );
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

const post = (url: string, payload: string | Buffer, contentType = "application/json") =>
  svc.app.inject({ method: "POST", url, payload, headers: { "content-type": contentType } });

describe("input is text or it is refused", () => {
  it("takes JSON in any script, right-to-left marks and combining accents included", async () => {
    const text = "مسجد \u202eنور\u202c café\u0301 مؤسسة";
    const res = await post("/notes", JSON.stringify({ text }));
    expect(res.statusCode).toBe(200);
    expect(received.at(-1)).toEqual({ text });
  });

  it("refuses a body that is not UTF-8 instead of storing U+FFFD in its place", async () => {
    const body = Buffer.concat([Buffer.from('{"text":"caf'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    const res = await post("/notes", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: "VALIDATION_FAILED",
      message: "The request body is not UTF-8 text",
    });
  });

  it("refuses a NUL or a lone surrogate in any string, naming the field", async () => {
    for (const [payload, field] of [
      ['{"text":"a\\u0000b"}', "text"],
      ['{"text":"ok","nested":{"list":["x","\\ud800"]}}', "nested.list.1"],
      ['{"text":"ok","bad\\u0000key":1}', "bad\u0000key"],
    ] as const) {
      const res = await post("/notes", payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ [field]: "Contains characters that are not text" });
    }
  });

  it("still refuses bad JSON and prototype poisoning with a 400 in the error shape", async () => {
    for (const payload of ['{"text": "cut', '{"text":"a","__proto__":{"admin":true}}', ""]) {
      const res = await post("/notes", payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toEqual(expect.any(String));
    }
  });

  it("lets a route that needs the raw bytes (a signed webhook) replace the JSON parser in its own plugin", async () => {
    const sent = '{"id": "evt_1",  "type": "payment_intent.succeeded"}\n';
    const res = await post("/webhook", sent);
    expect(Buffer.from(res.json().bytes, "base64").toString()).toBe(sent);
    const notUtf8 = await post("/webhook", Buffer.from([0x7b, 0xc3, 0x28, 0x7d]));
    expect(notUtf8.statusCode).toBe(400);
  });

  it("answers a text/plain body with 415, even on a route that takes no body", async () => {
    const res = await post("/events/1/approve", "hello", "text/plain");
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("refuses an address whose percent-encodings are not UTF-8 or hold a NUL", async () => {
    for (const url of ["/search?q=%C3%28", "/search?q=a%00b", "/search?q=%ED%A0%80", "/events/%FF/approve"]) {
      const res = await svc.app.inject({ method: url.startsWith("/search") ? "GET" : "POST", url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.json().error).toEqual({
        code: "VALIDATION_FAILED",
        message: "The address is not valid text",
      });
    }
    const fine = await svc.app.inject({
      method: "GET",
      url: `/search?q=${encodeURIComponent("إفطار café")}`,
    });
    expect(fine.json()).toEqual({ q: "إفطار café" });
  });
});
