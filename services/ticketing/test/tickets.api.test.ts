import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAccessClaims, TEnvelope } from "@mawid/contracts/platform";
import {
  fromBase64Url,
  type TMyTicket,
  type TTicketKeys,
  toBase64Url,
  verifyTicketSecret,
} from "@mawid/contracts/ticketing";
import { ticketSecretDigest } from "@mawid/contracts/ticketing/secret-digest";
import { startTestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { sql } from "kysely";
import { ticketingService } from "../src/app.ts";
import { ticketingDb } from "../src/db/tables.ts";
import { issueTicketsConsumer } from "../src/ticket/issue-tickets/consumer.ts";
import { renderQrSvg } from "../src/ticket/qr-svg.ts";
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

let database: TestDatabase;
let service: TicketingTestService;
const organizationId = randomUUID();
const host = person({ id: organizationId });
const scanner = person({ id: organizationId, role: "scanner" });
const outsider = person({ id: randomUUID() });
const buyer = person();
const friend = person();
let eventId: string;

beforeAll(async () => {
  database = await createTestDatabase("ticketing");
  service = await startTestService(ticketingService, database.url);
  eventId = await announceEvent(service, { organizationId });
  await configureSection(service, host, eventId, "sisters", 50);
});
afterAll(async () => {
  await service?.close();
  await database?.drop();
});

const get = async (url: string, claims?: TAccessClaims) =>
  service.app.inject({ method: "GET", url, headers: claims ? await service.bearer(claims) : {} });
const myTickets = async (claims: TAccessClaims) =>
  (await get("/api/v1/me/tickets", claims)).json<TMyTicket[]>();
const ticketKeys = async (claims: TAccessClaims, since = "") =>
  get(`/api/v1/events/${eventId}/ticket-keys${since && `?since=${since}`}`, claims);
const transfer = async (claims: TAccessClaims, ticketId: string, payload: object) =>
  service.app.inject({
    method: "POST",
    url: `/api/v1/tickets/${ticketId}/transfer`,
    headers: await service.bearer(claims),
    payload,
  });

/** The order's OrderPaid as the relay would publish it from the outbox. */
async function paidMessage(orderId: string): Promise<TEnvelope> {
  const row = await sql<{ envelope: TEnvelope }>`
    SELECT envelope FROM ticketing.outbox
    WHERE envelope->>'type' = 'OrderPaid' AND envelope->'data'->>'orderId' = ${orderId}`.execute(
    service.ctx.db,
  );
  return row.rows[0]!.envelope;
}

/** Delivers a message to the issuing consumer as the bus does, in a transaction of its own. */
async function deliver(envelope: TEnvelope): Promise<void> {
  const consumer = issueTicketsConsumer(createTicketKeyStore(ticketingDb(service.ctx.db), []));
  await service.ctx.db
    .transaction()
    .execute((trx) =>
      consumer.handle(trx, { topic: "ticketing.order.v1", key: envelope.streamId, headers: {}, envelope }),
    );
}

/** A free order for the sisters' section with these attendees, completed at once. */
async function freeOrder(names: string[]): Promise<string> {
  const ticketTypeId = await createTicketType(
    service,
    host,
    eventId,
    ticketType({ name: `Sisters ${randomUUID()}`, price: 0, section: "sisters" }),
  );
  const response = await placeOrder(service, await service.bearer(buyer), {
    eventId,
    items: [{ ticketTypeId, quantity: names.length, attendees: names.map((name) => ({ name })) }],
  });
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().status).toBe("paid");
  return response.json().id;
}

async function scannerView(since = ""): Promise<TTicketKeys> {
  const response = await ticketKeys(scanner, since);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe("tickets", () => {
  let orderId: string;
  let tickets: TMyTicket[];

  it("issues one ticket per attendee of a paid order, listed under my tickets with its QR text", async () => {
    orderId = await freeOrder(["Aisha", "Khadija"]);
    expect(await myTickets(buyer)).toEqual([]);
    await deliver(await paidMessage(orderId));
    tickets = await myTickets(buyer);
    expect(tickets.map((t) => [t.attendeeName, t.section, t.status, t.eventId, t.orderId])).toEqual([
      ["Aisha", "sisters", "valid", eventId, orderId],
      ["Khadija", "sisters", "valid", eventId, orderId],
    ]);
    expect(tickets[0]!.qr).toMatch(/^[A-Za-z0-9_-]{147}$/);
  });

  it("gives one set of tickets for a duplicated payment message, redelivered or republished", async () => {
    const message = await paidMessage(orderId);
    await deliver(message);
    await deliver({ ...message, id: randomUUID() });
    expect(await myTickets(buyer)).toEqual(tickets);
    const issued = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM ticketing.outbox WHERE envelope->>'type' = 'TicketsIssued'
      AND envelope->'data'->>'orderId' = ${orderId}`.execute(service.ctx.db);
    expect(issued.rows[0]!.n).toBe(1);
  });

  it("signs secrets a scanner verifies offline with the event's public keys; forged or altered ones fail", async () => {
    const { keys, revocations } = await scannerView();
    expect(keys).toHaveLength(1);
    expect(revocations).toEqual([]);
    const now = new Date();
    const check = (qr: string) => verifyTicketSecret(qr, { eventId, keys, now });
    expect(await check(tickets[0]!.qr)).toMatchObject({ valid: true, ticket: { ticketId: tickets[0]!.id } });
    const altered = fromBase64Url(tickets[0]!.qr)!;
    altered[20] = altered[20]! ^ 0xff;
    expect(await check(toBase64Url(altered))).toEqual({ valid: false, reason: "BAD_SIGNATURE" });
    const swapped = tickets[1]!.qr.slice(0, 62) + tickets[0]!.qr.slice(62);
    expect((await check(swapped)).valid).toBe(false);
    const otherEvent = await verifyTicketSecret(tickets[0]!.qr, { eventId: randomUUID(), keys, now });
    expect(otherEvent).toEqual({ valid: false, reason: "WRONG_EVENT" });
  });

  it("keeps the ticket-keys to the event's organisation", async () => {
    expect((await ticketKeys(host)).statusCode).toBe(200);
    expect((await ticketKeys(outsider)).json().error.code).toBe("NOT_A_MEMBER");
    expect((await ticketKeys(buyer)).statusCode).toBe(403);
    expect((await get(`/api/v1/events/${eventId}/ticket-keys`)).statusCode).toBe(401);
    expect((await get(`/api/v1/events/${randomUUID()}/ticket-keys`, host)).statusCode).toBe(404);
    expect((await ticketKeys(host, "yesterday")).statusCode).toBe(400);
  });

  it("draws the QR code as SVG for the holder and the organisation, once", async () => {
    const url = `/api/v1/tickets/${tickets[0]!.id}/qr.svg`;
    const first = await get(url, buyer);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(first.body).toBe(renderQrSvg(tickets[0]!.qr));
    expect(first.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 57 57"/);
    expect((await get(url, scanner)).body).toBe(first.body);
    expect((await get(url, outsider)).json().error.code).toBe("TICKET_NOT_FOUND");
    expect((await get(url, friend)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
    const cached = await ticketingDb(service.ctx.db).selectFrom("ticket_qr_svgs").selectAll().execute();
    expect(cached).toEqual([{ ticket_id: tickets[0]!.id, svg: first.body }]);
  });

  it("transfers a ticket under a new secret, revokes the old one and lists it for scanners", async () => {
    const before = await scannerView();
    const refused = await transfer(friend, tickets[0]!.id, { name: "Maryam" });
    expect(refused.json().error.code).toBe("TICKET_NOT_FOUND");
    expect((await transfer(buyer, tickets[0]!.id, { name: "" })).statusCode).toBe(400);

    const response = await transfer(buyer, tickets[0]!.id, {
      name: "Maryam",
      email: friend.email.toUpperCase(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const moved: TMyTicket = response.json();
    expect(moved).toMatchObject({ eventId, section: "sisters", attendeeName: "Maryam", status: "valid" });
    expect(moved.id).not.toBe(tickets[0]!.id);
    expect(await myTickets(friend)).toEqual([moved]);
    expect((await myTickets(buyer)).map((t) => [t.id, t.status])).toEqual([
      [tickets[0]!.id, "transferred"],
      [tickets[1]!.id, "valid"],
    ]);

    const after = await scannerView(before.cursor);
    expect(after.revocations).toEqual([
      { ticketId: tickets[0]!.id, reason: "transferred", revokedAt: expect.any(String) },
    ]);
    expect((await scannerView(after.cursor)).revocations).toEqual([]);
    const revoked = new Set(after.revocations.map((r) => r.ticketId));
    const check = (qr: string) =>
      verifyTicketSecret(qr, { eventId, keys: after.keys, now: new Date(), revoked });
    expect(await check(tickets[0]!.qr)).toEqual({ valid: false, reason: "REVOKED" });
    expect(await check(moved.qr)).toMatchObject({ valid: true, ticket: { ticketId: moved.id } });

    const again = await transfer(buyer, tickets[0]!.id, { name: "Zainab" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("TICKET_NOT_VALID");
    expect((await get(`/api/v1/tickets/${moved.id}/qr.svg`, friend)).statusCode).toBe(200);
  });

  it("announces issue, transfer and revocation on the bus, with each new secret's digest but no secret", async () => {
    const rows = await sql<{ envelope: TEnvelope; topic: string }>`
      SELECT topic, envelope FROM ticketing.outbox WHERE topic = 'ticketing.tickets.v1' ORDER BY position`.execute(
      service.ctx.db,
    );
    expect(rows.rows.map((r) => r.envelope.type)).toEqual([
      "TicketsIssued",
      "TicketTransferred",
      "TicketRevoked",
    ]);
    const text = JSON.stringify(rows.rows);
    for (const t of tickets) expect(text).not.toContain(t.qr);
    const [issued, transferred] = rows.rows.map((r) => r.envelope.data as Record<string, unknown>);
    // Check-in recognises the codes people show by these, without an Ed25519 verification each.
    expect(issued!.tickets).toEqual(
      tickets.map((t) => expect.objectContaining({ ticketId: t.id, secretDigest: ticketSecretDigest(t.qr) })),
    );
    const [moved] = await myTickets(friend);
    expect(transferred).toMatchObject({
      newTicketId: moved!.id,
      secretDigest: ticketSecretDigest(moved!.qr),
    });
    expect(text).not.toContain(moved!.qr);
  });
});
