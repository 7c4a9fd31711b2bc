import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TEventListing } from "@mawid/contracts/events";
import { buildGateway } from "../src/app.ts";
import { loadGatewayConfig } from "../src/config.ts";

const iftar: TEventListing = {
  id: "6f0b3c2a-1d4e-4f5a-8b6c-7d8e9f0a1b2c",
  organizationId: "0b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f",
  organizationName: "Masjid Al-Noor",
  title: 'Iftar "for all" <script>alert(1)</script>',
  excerpt: "Break your fast with us",
  category: "iftar",
  audience: "families",
  startsAt: "2030-03-01T17:30:00.000Z",
  endsAt: "2030-03-01T20:00:00.000Z",
  timeZone: "Europe/London",
  venue: {
    name: "East London Mosque",
    address: "82-92 Whitechapel Rd",
    latitude: 51.5175,
    longitude: -0.0653,
  },
  online: false,
  coverImageUrl: "https://images.example.org/iftar.jpg",
  tags: [],
  languages: [],
  facilities: [],
  moonSighting: false,
  lowestPrice: null,
  promoted: false,
  hostVerified: true,
};

const eidPrayer: TEventListing = {
  ...iftar,
  id: "0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
  title: "Eid prayer",
};

let events: FastifyInstance;
let gateway: FastifyInstance;
let summaryRequests = 0;
let down = false;

beforeAll(async () => {
  events = Fastify();
  events.get<{ Params: { id: string } }>("/api/v1/events/:id/summary", async (request, reply) => {
    summaryRequests++;
    if (down) return reply.status(503).send({ error: { code: "SERVICE_UNAVAILABLE", message: "down" } });
    if (request.params.id === iftar.id) return iftar;
    if (request.params.id === eidPrayer.id) return eidPrayer;
    return reply.status(404).send({ error: { code: "EVENT_NOT_FOUND", message: "Event not found" } });
  });
  await events.listen({ port: 0, host: "127.0.0.1" });
  const address = events.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  const dist = mkdtempSync(join(tmpdir(), "mawid-web-"));
  writeFileSync(
    join(dist, "index.html"),
    "<!doctype html><html><head><title>Mawid</title></head><body><div id=root></div></body></html>",
  );
  const config = loadGatewayConfig({
    WEB_DIST: dist,
    EVENTS_URL: `http://127.0.0.1:${address.port}`,
    // the first answer of a cold service took 766 ms under a loaded test run: wait for it here
    SHARE_TAGS_WAIT_MS: "10000",
  });
  gateway = await buildGateway({ config, logger: false });
});

afterAll(async () => {
  await gateway?.close();
  await events?.close();
});

describe("an event's page, shared", () => {
  it("carries the event's Open Graph tags, escaped, in the SPA's head", async () => {
    const page = await gateway.inject(`/event/${iftar.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body).toContain(
      '<meta property="og:title" content="Iftar &quot;for all&quot; &lt;script&gt;alert(1)&lt;/script&gt;">',
    );
    expect(page.body).toContain(
      '<meta property="og:description" content="Friday, 1 March 2030 at 17:30 · East London Mosque, 82-92 Whitechapel Rd · Break your fast with us">',
    );
    expect(page.body).toContain('<meta property="og:image" content="https://images.example.org/iftar.jpg">');
    expect(page.body).not.toContain("<script>");
    expect(page.body.indexOf("og:title")).toBeLessThan(page.body.indexOf("</head>"));
    expect(page.body).toContain("<div id=root>");
  });

  it("asks the events service once a minute per event, however many previews fetch it", async () => {
    const before = summaryRequests;
    for (let i = 0; i < 3; i++)
      expect((await gateway.inject(`/event/${iftar.id}`)).body).toContain("og:title");
    expect(summaryRequests - before).toBe(0);
  });

  it("serves the page without tags for an event it cannot show, or when the service is down", async () => {
    const unknown = await gateway.inject("/event/not-an-event");
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain("<div id=root>");
    expect(unknown.body).not.toContain("og:title");
    down = true;
    const failing = await gateway.inject("/event/11111111-2222-4333-8444-555555555555");
    expect(failing.statusCode).toBe(200);
    expect(failing.body).not.toContain("og:");
  });

  it("asks again once the events service is back, instead of keeping its failure for a minute", async () => {
    down = true;
    expect((await gateway.inject(`/event/${eidPrayer.id}`)).body).not.toContain("og:");
    down = false;
    expect((await gateway.inject(`/event/${eidPrayer.id}`)).body).toContain(
      '<meta property="og:title" content="Eid prayer">',
    );
  });
});
