import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAccessClaims } from "@mawid/contracts/platform";
import type { TAttendeeEmailJob } from "@mawid/contracts/ticketing";
import { startTestService } from "@mawid/service";
import { createTestDatabase, type SmtpCapture, startSmtpCapture, type TestDatabase } from "@mawid/testing";
import { ticketingService } from "../src/app.ts";
import {
  announceEvent,
  configureSection,
  createTicketType,
  person,
  type TicketingTestService,
  ticketType,
} from "./harness.ts";
import { paidOrder, registered } from "./paid-orders.ts";

const PER_SECOND = 10;
let database: TestDatabase;
let service: TicketingTestService;
let smtp: SmtpCapture;
const organizationId = randomUUID();
const host = person({ id: organizationId, tier: "organization" });
const masjidHost = person({ id: organizationId, tier: "masjid" });
const staff = person({ id: organizationId, role: "staff", tier: "organization" });
let eventId: string;
let sisters: TAccessClaims[];
let brothers: TAccessClaims[];

beforeAll(async () => {
  smtp = await startSmtpCapture();
  database = await createTestDatabase("ticketing");
  service = await startTestService(ticketingService, database.url, {
    SMTP_URL: smtp.url,
    MAIL_SEND_INTERVAL_MS: "50",
    MAIL_SEND_PER_SECOND: String(PER_SECOND),
  });
  eventId = await announceEvent(service, { organizationId });
  await configureSection(service, host, eventId, "sisters", 50);
  await configureSection(service, host, eventId, "brothers", 50);
  const sistersType = await createTicketType(
    service,
    host,
    eventId,
    ticketType({ name: "Sisters", section: "sisters", price: 0 }),
  );
  const brothersType = await createTicketType(
    service,
    host,
    eventId,
    ticketType({ name: "Brothers", section: "brothers", price: 0 }),
  );
  sisters = [];
  brothers = [];
  for (let i = 0; i < 12; i++) {
    const buyer = await registered(service);
    await paidOrder(service, buyer, eventId, sistersType, 1);
    sisters.push(buyer);
  }
  for (let i = 0; i < 2; i++) {
    const buyer = await registered(service);
    await paidOrder(service, buyer, eventId, brothersType, 1);
    brothers.push(buyer);
  }
  // The ticket e-mails of these orders go first; the tests count only the hosts' messages.
  for (const buyer of [...sisters, ...brothers]) await smtp.waitFor(buyer.email, 20_000);
}, 60_000);
afterAll(async () => {
  await service?.close();
  await database?.drop();
  await smtp?.close();
});

const send = async (claims: TAccessClaims, payload: object) =>
  service.app.inject({
    method: "POST",
    url: `/api/v1/events/${eventId}/attendee-emails`,
    headers: await service.bearer(claims),
    payload,
  });
const job = async (jobId: string) =>
  (
    await service.app.inject({
      method: "GET",
      url: `/api/v1/events/${eventId}/attendee-emails/${jobId}`,
      headers: await service.bearer(host),
    })
  ).json<TAttendeeEmailJob>();
const messages = (subject: string) => smtp.mails.filter((m) => m.subject === subject);

describe("a host e-mails the attendees of an event", () => {
  it("of one section: queued, sent at the throttled pace, and reported", async () => {
    const subject = `Parking for sisters ${randomUUID().slice(0, 6)}`;
    const response = await send(host, {
      subject,
      body: "Please use the east car park.",
      sections: ["sisters"],
    });
    expect(response.statusCode).toBe(202);
    const queued = response.json<TAttendeeEmailJob>();
    expect(queued).toMatchObject({ subject, sections: ["sisters"], recipients: 12, sent: 0, failed: 0 });
    expect(queued.status).toBe("sending");

    await expect.poll(async () => (await job(queued.id)).status, { timeout: 20_000 }).toBe("done");
    expect(await job(queued.id)).toMatchObject({ recipients: 12, queued: 0, sent: 12, failed: 0 });
    const received = messages(subject);
    expect(received.map((m) => m.to[0]).sort()).toEqual(sisters.map((s) => s.email).sort());
    expect(received[0]!.text).toContain("Please use the east car park.");
  });

  it("never faster than MAIL_SEND_PER_SECOND", async () => {
    const subject = `Doors open early ${randomUUID().slice(0, 6)}`;
    const started = Date.now();
    const response = await send(host, { subject, body: "Doors open at 6." });
    expect(response.json().recipients).toBe(14);
    await expect.poll(() => messages(subject).length, { timeout: 20_000 }).toBe(14);
    // 14 mails at 10 a second: the last leaves at least 1.3 s after the first round.
    expect(Date.now() - started).toBeGreaterThanOrEqual(((14 - 1) / PER_SECOND) * 1000 - 100);
  });

  it("by ticket type or section, and lists its jobs newest first", async () => {
    const subject = `Brothers only ${randomUUID().slice(0, 6)}`;
    const response = await send(host, { subject, body: "Wudu area is upstairs.", sections: ["brothers"] });
    expect(response.json().recipients).toBe(2);
    const list = await service.app.inject({
      method: "GET",
      url: `/api/v1/events/${eventId}/attendee-emails`,
      headers: await service.bearer(host),
    });
    expect(list.json<TAttendeeEmailJob[]>()[0]!.subject).toBe(subject);
  });

  it("needs the email_texting_service feature and an owner or admin", async () => {
    const withoutFeature = await send(masjidHost, { subject: "Hi", body: "Hello" });
    expect(withoutFeature.statusCode).toBe(403);
    expect(withoutFeature.json().error.code).toBe("FEATURE_NOT_IN_TIER");
    expect((await send(staff, { subject: "Hi", body: "Hello" })).statusCode).toBe(403);
    expect((await send(person(), { subject: "Hi", body: "Hello" })).statusCode).toBe(403);
    const empty = await send(host, { subject: " ", body: "Hello" });
    expect(empty.statusCode).toBe(400);
    const missing = await service.app.inject({
      method: "GET",
      url: `/api/v1/events/${eventId}/attendee-emails/${randomUUID()}`,
      headers: await service.bearer(host),
    });
    expect(missing.json().error.code).toBe("ATTENDEE_EMAIL_JOB_NOT_FOUND");
  });

  it("counts who a message would reach before it is sent, each address once, for owners and admins", async () => {
    const count = async (claims: TAccessClaims, query: string) =>
      service.app.inject({
        method: "GET",
        url: `/api/v1/events/${eventId}/attendee-emails/recipients${query}`,
        headers: await service.bearer(claims),
      });
    expect((await count(host, "")).json()).toEqual({ recipients: 14 });
    expect((await count(host, "?sections=sisters")).json()).toEqual({ recipients: 12 });
    expect((await count(host, "?sections=sisters,brothers")).json()).toEqual({ recipients: 14 });
    expect((await count(host, `?ticketTypeIds=${randomUUID()}`)).json()).toEqual({ recipients: 0 });
    const odd = await count(host, "?sections=balcony");
    expect(odd.statusCode).toBe(400);
    expect((await count(staff, "")).statusCode).toBe(403);
    expect((await count(masjidHost, "")).json().error.code).toBe("FEATURE_NOT_IN_TIER");
  });
});
