import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAccessClaims, TEnvelope } from "@mawid/contracts/platform";
import type { TMyWaitlistEntry, TOrder } from "@mawid/contracts/ticketing";
import { startTestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { sql } from "kysely";
import { ticketingService } from "../src/app.ts";
import { quotaIds } from "../src/capacity/quota-ids.ts";
import { ticketingDb } from "../src/db/tables.ts";
import { freedCapacityConsumer } from "../src/waitlist/freed-capacity-consumer.ts";
import { sweepWaitlists } from "../src/waitlist/sweep.ts";
import {
  announceEvent,
  createTicketType,
  person,
  placeOrder,
  seatsTaken,
  type TicketingTestService,
  ticketType,
} from "./harness.ts";
import { deliver } from "./paid-orders.ts";

let database: TestDatabase;
let service: TicketingTestService;
const organizationId = randomUUID();
const host = person({ id: organizationId });
const CAPACITY = 20;

beforeAll(async () => {
  database = await createTestDatabase("ticketing");
  service = await startTestService(ticketingService, database.url, {
    WAITLIST_SWEEP_MS: "3600000",
    LOG_LEVEL: "error",
  });
});
afterAll(async () => {
  await service?.close();
  await database?.drop();
});

const db = () => ticketingDb(service.ctx.db);
const inMinutes = (n: number) => new Date(Date.now() + n * 60_000);

async function buy(eventId: string, ticketTypeId: string, buyer: TAccessClaims = person()) {
  const response = await placeOrder(service, await service.bearer(buyer), {
    eventId,
    items: [{ ticketTypeId, quantity: 1 }],
  });
  return { buyer, response };
}

/** Every answer is an order or SOLD_OUT: none is a 5xx or anything else. */
function placedOrSoldOut(responses: { statusCode: number; body: string }[]): number {
  for (const r of responses) {
    if (r.statusCode !== 201)
      expect({ status: r.statusCode, body: JSON.parse(r.body) }).toMatchObject({
        status: 409,
        body: { error: { code: "SOLD_OUT" } },
      });
  }
  return responses.filter((r) => r.statusCode === 201).length;
}

/** The bus hands a consumer group one message at a time: deliveries queue behind each other. */
let bus: Promise<void> = Promise.resolve();

async function cancelAndAnnounce(claims: TAccessClaims, orderId: string) {
  const response = await service.app.inject({
    method: "POST",
    url: `/api/v1/orders/${orderId}/cancel`,
    headers: await service.bearer(claims),
  });
  expect(response.statusCode).toBe(200);
  const { rows } = await sql<{ envelope: TEnvelope }>`
    SELECT envelope FROM ticketing.outbox
    WHERE envelope->>'type' = 'OrderCancelled' AND envelope->'data'->>'orderId' = ${orderId}`.execute(
    service.ctx.db,
  );
  bus = bus.then(() => deliver(service, freedCapacityConsumer(db(), 30), rows[0]!.envelope));
  await bus;
}

/**
 * The quota's counters against what holds them: pending orders and open offers hold, paid orders
 * sold; never more than the capacity.
 */
async function accountedFor(ticketTypeId: string) {
  const taken = await seatsTaken(service, quotaIds.ticketType(ticketTypeId));
  const { rows } = await sql<{ status: string; seats: string }>`
    SELECT status, sum((state->'lines'->0->>'quantity')::int) AS seats FROM ticketing.orders
    WHERE state->'lines'->0->>'ticketTypeId' = ${ticketTypeId} GROUP BY status`.execute(service.ctx.db);
  const orders = Object.fromEntries(rows.map((r) => [r.status, Number(r.seats)]));
  const offers = await db()
    .selectFrom("waitlist_entries")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("quantity"), eb.lit(0)).as("seats"))
    .where("ticket_type_id", "=", ticketTypeId)
    .where("status", "=", "offered")
    .executeTakeFirstOrThrow();
  expect(taken.held + taken.sold).toBeLessThanOrEqual(CAPACITY);
  expect(taken.held).toBe((orders.pending ?? 0) + Number(offers.seats));
  expect(taken.sold).toBe(orders.paid ?? 0);
  return taken;
}

/** How many offers each entry was made, from the events on the bus. */
async function offersPerEntry(ticketTypeId: string) {
  const { rows } = await sql<{ entry: string; offers: string }>`
    SELECT envelope->'data'->>'entryId' AS entry, count(*) AS offers FROM ticketing.outbox
    WHERE envelope->>'type' = 'WaitlistOffered' AND envelope->'data'->>'ticketTypeId' = ${ticketTypeId}
    GROUP BY 1`.execute(service.ctx.db);
  return rows.map((r) => Number(r.offers));
}

/** One on-sale of a sold-out type with twenty people waiting, in two racing rounds. */
async function scenario() {
  const eventId = await announceEvent(service, { organizationId });
  const ticketTypeId = await createTicketType(service, host, eventId, ticketType({ capacity: CAPACITY }));
  const holders = await Promise.all(Array.from({ length: CAPACITY }, () => buy(eventId, ticketTypeId)));
  expect(placedOrSoldOut(holders.map((h) => h.response))).toBe(CAPACITY);

  const waiters = Array.from({ length: 20 }, () => person());
  const joins = await Promise.all(
    waiters.map(async (w) =>
      service.app.inject({
        method: "POST",
        url: `/api/v1/events/${eventId}/ticket-types/${ticketTypeId}/waitlist`,
        headers: await service.bearer(w),
        payload: { quantity: 1 },
      }),
    ),
  );
  // Joining concurrently, each waits in the line's lock rather than losing a version race.
  expect(joins.map((j) => j.statusCode)).toEqual(Array(20).fill(201));
  expect(joins.map((j) => j.json<TMyWaitlistEntry>().position).sort((a, b) => a! - b!)).toEqual(
    Array.from({ length: 20 }, (_, i) => i + 1),
  );

  // Round one: ten holders cancel while twenty newcomers try to buy and the sweep runs beside them.
  const cancelling = holders.slice(0, 10);
  const [, newcomers] = await Promise.all([
    Promise.all(cancelling.map((h) => cancelAndAnnounce(h.buyer, h.response.json<TOrder>().id))),
    Promise.all(Array.from({ length: 20 }, () => buy(eventId, ticketTypeId))),
    sweepWaitlists(db(), 30, new Date()),
    sweepWaitlists(db(), 30, new Date()),
  ]);
  const bought = placedOrSoldOut(newcomers.map((n) => n.response));
  await sweepWaitlists(db(), 30, new Date());
  const afterRound1 = await accountedFor(ticketTypeId);
  // Every freed seat is either a newcomer's or held for a waiter, once: the line is long enough for all.
  expect(afterRound1).toEqual({ held: CAPACITY, sold: 0 });
  const offered1 = await db()
    .selectFrom("waitlist_entries")
    .select("entry_id")
    .where("ticket_type_id", "=", ticketTypeId)
    .where("status", "=", "offered")
    .execute();
  expect(offered1.length + bought).toBe(10);
  expect(await offersPerEntry(ticketTypeId)).toEqual(Array(offered1.length).fill(1));

  // Round two: half the offers are taken while the rest lapse, racing newcomers again.
  const offered = await db()
    .selectFrom("waitlist_entries")
    .select(["offer_id", "user_id"])
    .where("ticket_type_id", "=", ticketTypeId)
    .where("status", "=", "offered")
    .orderBy("line_seq")
    .execute();
  const byUser = new Map(waiters.map((w) => [w.sub, w]));
  const takers = offered.slice(0, Math.ceil(offered.length / 2));
  const [accepts, , late] = await Promise.all([
    Promise.all(
      takers.map(async (o) =>
        service.app.inject({
          method: "POST",
          url: `/api/v1/waitlist-offers/${o.offer_id}/accept`,
          headers: await service.bearer(byUser.get(o.user_id)!),
        }),
      ),
    ),
    sweepWaitlists(db(), 30, inMinutes(31)),
    Promise.all(Array.from({ length: 20 }, () => buy(eventId, ticketTypeId))),
  ]);
  // An accept that lost the race to the sweep is told the offer ran out; none fails otherwise.
  for (const a of accepts) expect([201, 409]).toContain(a.statusCode);
  for (const a of accepts.filter((x) => x.statusCode === 409)) {
    expect(a.json().error.code).toBe("WAITLIST_OFFER_CLOSED");
  }
  placedOrSoldOut(late.map((l) => l.response));
  await sweepWaitlists(db(), 30, inMinutes(31));
  expect(await accountedFor(ticketTypeId)).toEqual({ held: CAPACITY, sold: 0 });
  // Nobody was offered twice: an expired entry leaves the line.
  expect((await offersPerEntry(ticketTypeId)).every((n) => n === 1)).toBe(true);
}

describe("a waitlist under concurrent load", () => {
  it("20 waiters, seats freed by cancellations and lapsed offers racing new buyers: never oversold, each offered once", async () => {
    // Repeated: each run interleaves differently.
    for (let run = 0; run < 3; run++) await scenario();
  });
});
