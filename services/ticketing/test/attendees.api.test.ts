import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAccessClaims, TEnvelope } from "@mawid/contracts/platform";
import type { TAttendeesPage, TOrder } from "@mawid/contracts/ticketing";
import { startTestService } from "@mawid/service";
import { createTestDatabase, type SmtpCapture, startSmtpCapture, type TestDatabase } from "@mawid/testing";
import { sql } from "kysely";
import { ticketingService } from "../src/app.ts";
import { ticketingDb } from "../src/db/tables.ts";
import { payOrder } from "../src/order/pay-order.ts";
import { issueTicketsConsumer } from "../src/ticket/issue-tickets/consumer.ts";
import { createTicketKeyStore } from "../src/ticket-keys/ticket-key-store.ts";
import {
  announceEvent,
  configureSection,
  createTicketType,
  person,
  placeOrder,
  type TicketingTestService,
  ticketType,
} from "./harness.ts";
import { deliver, registered } from "./paid-orders.ts";

let database: TestDatabase;
let service: TicketingTestService;
let smtp: SmtpCapture;
const organizationId = randomUUID();
const host = person({ id: organizationId });
const admin = person({ id: organizationId, role: "admin" });
const staff = person({ id: organizationId, role: "staff" });
const scanner = person({ id: organizationId, role: "scanner" });
const outsider = person({ id: randomUUID() });

beforeAll(async () => {
  smtp = await startSmtpCapture();
  database = await createTestDatabase("ticketing");
  service = await startTestService(ticketingService, database.url, {
    SMTP_URL: smtp.url,
    MAIL_SEND_INTERVAL_MS: "50",
    MAIL_SEND_PER_SECOND: "100",
    LOG_LEVEL: "error",
  });
});
afterAll(async () => {
  await service?.close();
  await database?.drop();
  await smtp?.close();
});

/** An order for named attendees, paid and its tickets issued as payments and the bus would have it. */
async function paidFor(buyer: TAccessClaims, eventId: string, ticketTypeId: string, names: string[]) {
  const db = ticketingDb(service.ctx.db);
  const placed = await placeOrder(service, await service.bearer(buyer), {
    eventId,
    items: [{ ticketTypeId, quantity: names.length, attendees: names.map((name) => ({ name })) }],
  });
  expect(placed.statusCode).toBe(201);
  const order = placed.json<TOrder>();
  await payOrder(db, {
    orderId: order.id,
    paymentId: `pay_${order.id}`,
    amount: order.total,
    at: new Date(),
  });
  const { rows } = await sql<{ envelope: TEnvelope }>`
    SELECT envelope FROM ticketing.outbox
    WHERE envelope->>'type' = 'OrderPaid' AND envelope->'data'->>'orderId' = ${order.id}`.execute(
    service.ctx.db,
  );
  await deliver(service, issueTicketsConsumer(createTicketKeyStore(db, [])), rows[0]!.envelope);
  return order;
}

/** A gala with brothers' and sisters' tickets, bought by two people. */
async function gala() {
  const eventId = await announceEvent(service, { organizationId });
  await configureSection(service, host, eventId, "brothers", 50);
  await configureSection(service, host, eventId, "sisters", 50);
  const brothers = await createTicketType(
    service,
    host,
    eventId,
    ticketType({ name: "Brothers' hall", section: "brothers", price: 1000 }),
  );
  const sisters = await createTicketType(
    service,
    host,
    eventId,
    ticketType({ name: "Sisters' hall", section: "sisters", price: 1000 }),
  );
  const yusuf = await registered(service);
  const aisha = await registered(service);
  const first = await paidFor(yusuf, eventId, brothers, ["Yusuf Ali", "Bilal Ali"]);
  const second = await paidFor(aisha, eventId, sisters, ["Aisha Rahman", '=HYPERLINK("http://x")']);
  return { eventId, brothers, sisters, yusuf, aisha, first, second };
}

const get = async (claims: TAccessClaims | null, url: string) =>
  service.app.inject({ method: "GET", url, headers: claims ? await service.bearer(claims) : {} });

const attendees = async (claims: TAccessClaims, eventId: string, query = "") => {
  const response = await get(claims, `/api/v1/events/${eventId}/attendees${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<TAttendeesPage>();
};

const resend = async (claims: TAccessClaims, ticketId: string) =>
  service.app.inject({
    method: "POST",
    url: `/api/v1/tickets/${ticketId}/resend`,
    headers: await service.bearer(claims),
  });

describe("a host's attendee list", () => {
  it("lists every ticket by section, then name, with its buyer, type and state; none checked in yet", async () => {
    const g = await gala();
    const page = await attendees(host, g.eventId);
    expect(page.total).toBe(4);
    expect(page.page).toBe(1);
    expect(page.items.map((a) => [a.section, a.attendeeName, a.ticketTypeName])).toEqual([
      ["brothers", "Bilal Ali", "Brothers' hall"],
      ["brothers", "Yusuf Ali", "Brothers' hall"],
      ["sisters", '=HYPERLINK("http://x")', "Sisters' hall"],
      ["sisters", "Aisha Rahman", "Sisters' hall"],
    ]);
    expect(page.items[1]).toMatchObject({
      orderId: g.first.id,
      buyerEmail: g.yusuf.email,
      status: "valid",
      checkedIn: false,
      checkIn: null,
    });
    expect(page.items[1]!.positionId).toBe(page.items[1]!.ticketId);
  });

  it("searches names and buyers' e-mails in any case, and filters by section, ticket type and state", async () => {
    const g = await gala();
    const names = async (query: string) =>
      (await attendees(host, g.eventId, query)).items.map((a) => a.attendeeName);
    expect(await names("?q=yUsUf")).toEqual(["Yusuf Ali"]);
    expect(await names(`?q=${encodeURIComponent(g.aisha.email.toUpperCase())}`)).toEqual([
      '=HYPERLINK("http://x")',
      "Aisha Rahman",
    ]);
    expect(await names("?q=%25")).toEqual([]);
    expect(await names("?section=brothers")).toEqual(["Bilal Ali", "Yusuf Ali"]);
    expect(await names(`?ticketTypeId=${g.sisters}&q=aisha`)).toEqual(["Aisha Rahman"]);
    const bilal = (await attendees(host, g.eventId, "?q=bilal")).items[0]!;
    const refunded = await service.app.inject({
      method: "POST",
      url: `/api/v1/orders/${g.first.id}/refund`,
      headers: await service.bearer(host),
      payload: { positionIds: [bilal.positionId] },
    });
    expect(refunded.statusCode).toBe(200);
    expect((await attendees(host, g.eventId, "?status=refunded")).items.map((a) => a.attendeeName)).toEqual([
      "Bilal Ali",
    ]);
    expect((await attendees(host, g.eventId, "?status=valid")).total).toBe(3);
  });

  it("is the organisation's owners', admins' and staff's; not its scanners', another organisation's or anonymous", async () => {
    const { eventId } = await gala();
    for (const claims of [admin, staff]) expect((await attendees(claims, eventId)).total).toBe(4);
    const scanned = await get(scanner, `/api/v1/events/${eventId}/attendees`);
    expect(scanned.statusCode).toBe(403);
    expect(scanned.json().error.code).toBe("INSUFFICIENT_ROLE");
    const other = await get(outsider, `/api/v1/events/${eventId}/attendees`);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe("NOT_A_MEMBER");
    expect((await get(outsider, `/api/v1/events/${eventId}/attendees.csv`)).statusCode).toBe(403);
    expect((await get(null, `/api/v1/events/${eventId}/attendees`)).statusCode).toBe(401);
    expect((await get(host, `/api/v1/events/${randomUUID()}/attendees`)).json().error.code).toBe(
      "EVENT_NOT_FOUND",
    );
    expect((await get(host, `/api/v1/events/${eventId}/attendees?section=men`)).statusCode).toBe(400);
  });

  it("exports as CSV, filtered like the list, a formula in a name shown as text", async () => {
    const g = await gala();
    const response = await get(staff, `/api/v1/events/${g.eventId}/attendees.csv?section=sisters`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="attendees-${g.eventId}.csv"`);
    const lines = response.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "ticketId,orderId,attendeeName,buyerEmail,section,ticketType,status,checkedIn,issuedAt,checkedInAt,gate,inside",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(
      `,"'=HYPERLINK(""http://x"")",${g.aisha.email},sisters,Sisters' hall,valid,no,`,
    );
    expect(lines[2]).toContain(`,Aisha Rahman,${g.aisha.email},sisters,Sisters' hall,valid,no,`);
  });
});

describe("resending a ticket", () => {
  it("queues the ticket e-mail, with that ticket only, to its holder; once in a while per ticket", async () => {
    const g = await gala();
    const [bilal, yusuf] = (await attendees(host, g.eventId, "?section=brothers")).items;
    const to = `${randomUUID().slice(0, 8)}@example.org`;
    const transferred = await service.app.inject({
      method: "POST",
      url: `/api/v1/tickets/${bilal!.ticketId}/transfer`,
      headers: await service.bearer(g.yusuf),
      payload: { name: "Bilal Khan", email: to },
    });
    expect(transferred.statusCode).toBe(201);
    const list = (await attendees(host, g.eventId, "?section=brothers")).items;
    const current = list.find((a) => a.attendeeName === "Bilal Khan")!;
    expect(current).toMatchObject({ status: "valid", positionId: bilal!.positionId });
    expect(list.find((a) => a.ticketId === bilal!.ticketId)!.status).toBe("transferred");

    const response = await resend(admin, current.ticketId);
    expect(response.statusCode).toBe(202);
    expect(response.json().ticketId).toBe(current.ticketId);
    const mail = await smtp.waitFor(to, 10_000);
    expect(mail.subject).toBe("Your tickets: Eid gala");
    expect(mail.text).toContain("Bilal Khan");
    expect(mail.raw).toContain(`Content-ID: <qr-${current.ticketId}@mawid>`);
    expect(mail.raw).not.toContain(`qr-${yusuf!.ticketId}@mawid`);

    const again = await resend(host, current.ticketId);
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe("TICKET_RESENT_RECENTLY");
    expect(Number(again.headers["retry-after"])).toBeGreaterThan(500);
  });

  it("is refused to staff and other organisations, and for a ticket that no longer admits anyone", async () => {
    const g = await gala();
    const [bilal] = (await attendees(host, g.eventId, "?q=bilal")).items;
    expect((await resend(staff, bilal!.ticketId)).statusCode).toBe(403);
    expect((await resend(outsider, bilal!.ticketId)).statusCode).toBe(403);
    expect((await resend(host, randomUUID())).json().error.code).toBe("TICKET_NOT_FOUND");
    await service.app.inject({
      method: "POST",
      url: `/api/v1/orders/${g.first.id}/refund`,
      headers: await service.bearer(host),
      payload: {},
    });
    const refused = await resend(host, bilal!.ticketId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("TICKET_NOT_VALID");
  });
});
