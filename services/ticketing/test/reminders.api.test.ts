import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAccessClaims } from "@mawid/contracts/platform";
import type { TReminderView } from "@mawid/contracts/ticketing";
import { startTestService } from "@mawid/service";
import { createTestDatabase, type SmtpCapture, startSmtpCapture, type TestDatabase } from "@mawid/testing";
import { ticketingService } from "../src/app.ts";
import { ticketingDb } from "../src/db/tables.ts";
import { sendDueReminders } from "../src/reminder/send-due-reminders.ts";
import {
  announceEvent,
  configureSection,
  createTicketType,
  person,
  type TicketingTestService,
  ticketType,
} from "./harness.ts";
import { paidOrder, registered } from "./paid-orders.ts";

let database: TestDatabase;
let service: TicketingTestService;
let smtp: SmtpCapture;
const organizationId = randomUUID();
const host = person({ id: organizationId });
const staff = person({ id: organizationId, role: "staff" });
const scanner = person({ id: organizationId, role: "scanner" });

// The harness's events start on 20 March 2027 at 18:00 UTC (18:00 in London).
const STARTS = Date.parse("2027-03-20T18:00:00.000Z");
const hoursBefore = (hours: number, minutes = 0) => new Date(STARTS - hours * 3_600_000 + minutes * 60_000);
const pass = (now: Date) => sendDueReminders(ticketingDb(service.ctx.db), now);

/** A published event with `holders` people holding a valid ticket to it. */
async function eventWithHolders(
  holders: number,
  fields: Record<string, unknown> = {},
): Promise<{ eventId: string; people: TAccessClaims[] }> {
  const eventId = await announceEvent(service, { organizationId, fields });
  await configureSection(service, host, eventId, "mixed", 50);
  const type = await createTicketType(service, host, eventId, ticketType({ section: "mixed", price: 0 }));
  const people: TAccessClaims[] = [];
  for (let i = 0; i < holders; i++) {
    const buyer = await registered(service);
    await paidOrder(service, buyer, eventId, type, 1);
    people.push(buyer);
  }
  // their ticket e-mails go first; the tests count reminders only
  for (const buyer of people) await smtp.waitFor(buyer.email, 20_000);
  return { eventId, people };
}

const reminders = (to: string) =>
  smtp.mails.filter((m) => m.to.includes(to) && m.subject.startsWith("Reminder:"));

const put = async (claims: TAccessClaims, eventId: string, payload: object) =>
  service.app.inject({
    method: "PUT",
    url: `/api/v1/events/${eventId}/reminder`,
    headers: await service.bearer(claims),
    payload,
  });
const get = async (claims: TAccessClaims, eventId: string) =>
  service.app.inject({
    method: "GET",
    url: `/api/v1/events/${eventId}/reminder`,
    headers: await service.bearer(claims),
  });

beforeAll(async () => {
  smtp = await startSmtpCapture();
  database = await createTestDatabase("ticketing");
  service = await startTestService(ticketingService, database.url, {
    SMTP_URL: smtp.url,
    MAIL_SEND_INTERVAL_MS: "50",
    // the tests run the pass themselves, at the moments they name
    REMINDER_SWEEP_MS: "3600000",
  });
}, 60_000);
afterAll(async () => {
  await service?.close();
  await database?.drop();
  await smtp?.close();
});

describe("the reminder e-mailed to ticket holders before an event", () => {
  it("goes to every holder a day before by default, once, and says so to the organisation", async () => {
    const venue = { name: "East London Mosque", address: "82-92 Whitechapel Rd, London E1 1JQ" };
    const { eventId, people } = await eventWithHolders(2, {
      venue: { ...venue, latitude: 51.5175, longitude: -0.0653 },
    });
    const before = (await get(host, eventId)).json<TReminderView>();
    expect(before).toEqual({
      eventId,
      enabled: true,
      hoursBefore: 24,
      note: "",
      dueAt: "2027-03-19T18:00:00.000Z",
      sentAt: null,
      recipients: null,
    });

    await pass(hoursBefore(24, -1));
    expect((await get(host, eventId)).json<TReminderView>().sentAt).toBeNull();

    // two instances' passes at once: one sends, the other finds it sent
    await Promise.all([pass(hoursBefore(24, 5)), pass(hoursBefore(24, 5))]);
    for (const buyer of people) {
      const mail = await smtp.waitFor(buyer.email, 20_000, "A reminder:");
      expect(mail.subject).toBe("Reminder: Eid gala");
      expect(mail.text).toContain(
        "A reminder: Eid gala is on Saturday, 20 March 2027 at 18:00 (Europe/London).",
      );
      expect(mail.text).toContain("Where: East London Mosque, 82-92 Whitechapel Rd, London E1 1JQ");
      expect(mail.text).toContain(
        "Your tickets, with the QR code to show at the door, are under My tickets.",
      );
    }
    expect((await get(staff, eventId)).json<TReminderView>()).toMatchObject({
      sentAt: hoursBefore(24, 5).toISOString(),
      recipients: 2,
      dueAt: null,
    });

    // nor does a later pass
    await pass(hoursBefore(23));
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const buyer of people) expect(reminders(buyer.email)).toHaveLength(1);
  });

  it("goes when the organisation says, with its note, and not at all when turned off", async () => {
    const timed = await eventWithHolders(1, { onlineUrl: "https://meet.example.org/halaqa" });
    const off = await eventWithHolders(1);
    const answer = await put(staff, timed.eventId, {
      enabled: true,
      hoursBefore: 2,
      note: "  Park at the school on Green Lane; the sisters' entrance is at the back.  ",
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<TReminderView>()).toMatchObject({
      hoursBefore: 2,
      note: "Park at the school on Green Lane; the sisters' entrance is at the back.",
      dueAt: "2027-03-20T16:00:00.000Z",
    });
    expect((await put(host, off.eventId, { enabled: false, hoursBefore: 24 })).json()).toMatchObject({
      enabled: false,
      dueAt: null,
    });

    await pass(hoursBefore(3));
    await pass(hoursBefore(1));
    const mail = await smtp.waitFor(timed.people[0]!.email, 20_000, "A reminder:");
    expect(mail.text).toContain("Online: https://meet.example.org/halaqa");
    expect(mail.text).not.toContain("Where:");
    expect(mail.text).toMatch(
      /From the organisers:\r?\nPark at the school on Green Lane; the sisters' entrance is at the back\./,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(reminders(off.people[0]!.email)).toEqual([]);
    expect((await get(host, off.eventId)).json<TReminderView>().sentAt).toBeNull();
  });

  it("reminds the holders of an event announced after its due time at once, but never after the start", async () => {
    const late = await eventWithHolders(1);
    await pass(new Date(STARTS + 60_000));
    expect((await get(host, late.eventId)).json<TReminderView>().sentAt).toBeNull();
    await pass(hoursBefore(0, -30));
    expect((await smtp.waitFor(late.people[0]!.email, 20_000, "A reminder:")).subject).toBe(
      "Reminder: Eid gala",
    );
  });

  it("is for the organisation's owners, admins and staff, within a week of the start", async () => {
    const eventId = await announceEvent(service, { organizationId });
    for (const claims of [scanner, person(), person({ id: randomUUID() })])
      expect((await get(claims, eventId)).statusCode).toBe(403);
    expect((await put(scanner, eventId, { enabled: false, hoursBefore: 24 })).statusCode).toBe(403);
    const tooEarly = await put(host, eventId, { enabled: true, hoursBefore: 200 });
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().error.fields).toEqual({
      hoursBefore: "Send it between 1 and 168 hours (a week) before the start",
    });
    const long = await put(host, eventId, { enabled: true, hoursBefore: 24, note: "x".repeat(1001) });
    expect(long.json().error.fields).toEqual({ note: "Keep the note to 1,000 characters" });
    expect((await get(host, randomUUID())).statusCode).toBe(404);
  });
});
