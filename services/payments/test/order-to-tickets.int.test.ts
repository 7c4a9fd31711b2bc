import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { TAccessClaims } from "@mawid/contracts/platform";
import { createDatabase } from "@mawid/eventstore";
import { type TestIssuer, testIssuer } from "@mawid/service";
import {
  eventCreatedData,
  eventsServiceMessage,
  type ProcessTestBed,
  type ServiceProcess,
  type SmtpCapture,
  startProcessTestBed,
  startSmtpCapture,
  waitFor,
} from "@mawid/testing";
import { trackEventsConsumer } from "../../ticketing/src/consumers/track-events.ts";
import { paymentsDb } from "../src/db/tables.ts";
import { reconcileLedger } from "../src/ledger/reconcile.ts";
import { person, userRegistered } from "./harness.ts";

// Ticketing and payments run as their own processes on one real PostgreSQL and the postgres bus:
// ticketing's OrderPlaced reaches payments, which starts its payment; payments' PaymentSucceeded (a
// card's, or cash a host took) reaches ticketing, which makes the order paid and issues its tickets,
// or refuses the payment, which payments then refunds. Receipts go out over a real SMTP server.

// Long enough for a host to mark an order paid on a loaded machine, short enough to wait out.
const HOLD_SECONDS = 8;

let bed: ProcessTestBed;
let db: Kysely<unknown>;
let issuer: TestIssuer;
let ticketing: ServiceProcess;
let payments: ServiceProcess;
let smtp: SmtpCapture;

beforeAll(async () => {
  issuer = await testIssuer();
  // Both services check callers' tokens against the bed's copy of this issuer's keys, as they would against identity's.
  bed = await startProcessTestBed("payments-e2e", issuer.jwks);
  db = createDatabase({ url: bed.database.url, max: 2 });
  smtp = await startSmtpCapture();
  [ticketing, payments] = await Promise.all([
    bed.start("ticketing", {
      ORDER_HOLD_MINUTES: String(HOLD_SECONDS / 60),
      ORDER_EXPIRY_SWEEP_MS: "200",
    }),
    bed.start("payments", { SMTP_URL: smtp.url, MAIL_SEND_INTERVAL_MS: "100" }),
  ]);
}, 120_000);

afterAll(async () => {
  await db?.destroy();
  await bed?.close();
  await smtp?.close();
});

/** The events service's announcement of a published event, handed to ticketing's consumer. */
async function publishedEvent(organizationId: string): Promise<string> {
  const eventId = randomUUID();
  const consumer = trackEventsConsumer("ticketing");
  const at = new Date().toISOString();
  const deliver = (type: string, data: Record<string, unknown>) =>
    db.transaction().execute((trx) => consumer.handle(trx, eventsServiceMessage(type, eventId, data)));
  await deliver("EventCreated", eventCreatedData({ eventId, organizationId }, { createdAt: at }));
  await deliver("EventPublished", { eventId, organizationId, publishedAt: at });
  return eventId;
}

async function call(base: string, method: string, path: string, who: TAccessClaims, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(await issuer.bearer(who)),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(path === "/api/v1/orders" ? { "idempotency-key": randomUUID() } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function sellOneSeat(capacity: number) {
  const organizationId = randomUUID();
  const host = person({ id: organizationId });
  const eventId = await publishedEvent(organizationId);
  const created = await call(ticketing.url, "POST", `/api/v1/events/${eventId}/ticket-types`, host, {
    name: "Dinner",
    price: 2500,
    currency: "USD",
    capacity,
    section: "mixed",
  });
  expect(created.status).toBe(201);
  return { organizationId, host, eventId, ticketTypeId: created.body.id as string };
}

async function placeOrder(sale: Awaited<ReturnType<typeof sellOneSeat>>, buyer: TAccessClaims) {
  const placed = await call(ticketing.url, "POST", "/api/v1/orders", buyer, {
    eventId: sale.eventId,
    items: [{ ticketTypeId: sale.ticketTypeId, quantity: 1 }],
  });
  expect(placed.status).toBe(201);
  return placed.body.id as string;
}

/** Checkout, once payments has heard of the order from the bus. */
async function checkout(orderId: string, buyer: TAccessClaims) {
  let answer = await call(payments.url, "POST", `/api/v1/orders/${orderId}/checkout`, buyer);
  await waitFor(
    "payments to know the order",
    async () => {
      if (answer.status !== 404) return true;
      answer = await call(payments.url, "POST", `/api/v1/orders/${orderId}/checkout`, buyer);
      return answer.status !== 404;
    },
    15_000,
    100,
  );
  // Payments started it as the order was placed.
  expect(answer.status).toBe(200);
  return answer.body as { paymentId: string; url: string };
}

async function expectLedgerBalanced() {
  const result = await reconcileLedger(paymentsDb(db));
  expect(result.unbalanced).toEqual([]);
  for (const total of Object.values(result.totals)) expect(total).toBe(0);
}

it("place an order, check out, pay: the order is paid, its ticket issued and the receipt e-mailed", {
  timeout: 60_000,
}, async () => {
  const sale = await sellOneSeat(10);
  const buyer = person();
  await userRegistered(db, buyer);
  const orderId = await placeOrder(sale, buyer);
  const { paymentId, url } = await checkout(orderId, buyer);
  expect(url).toBe(`/checkout/test/${paymentId}`);
  const paid = await call(payments.url, "POST", `/api/v1/payments/${paymentId}/test/complete`, buyer);
  expect(paid.body).toMatchObject({ status: "succeeded", amount: 2663, currency: "USD" });

  await waitFor(
    "ticketing to mark the order paid",
    async () => {
      return (await call(ticketing.url, "GET", `/api/v1/orders/${orderId}`, buyer)).body.status === "paid";
    },
    20_000,
    100,
  );
  await waitFor(
    "the ticket to be issued",
    async () => {
      const mine = await call(ticketing.url, "GET", "/api/v1/me/tickets", buyer);
      return Array.isArray(mine.body) && mine.body.length === 1;
    },
    20_000,
    100,
  );
  const payouts = await call(
    payments.url,
    "GET",
    `/api/v1/organizations/${sale.organizationId}/payouts`,
    sale.host,
  );
  expect(payouts.body.balances).toEqual([
    expect.objectContaining({ currency: "USD", tickets: 2500, total: 2500 }),
  ]);
  const receipt = await smtp.waitFor(buyer.email, 20_000);
  expect(receipt.subject).toBe("Payment receipt: USD 26.63 to The organisation");
  expect(receipt.text).toContain("1 x Dinner: USD 25.00");
  await expectLedgerBalanced();
});

it("a host marks an order paid in cash: the ticket is issued as for a card, and the organisation owes the fee", {
  timeout: 60_000,
}, async () => {
  const sale = await sellOneSeat(10);
  const buyer = person();
  const orderId = await placeOrder(sale, buyer);
  const staff = person({ id: sale.organizationId, role: "staff" });
  let marked = await call(payments.url, "POST", `/api/v1/orders/${orderId}/offline-payment`, staff, {
    method: "cash",
  });
  await waitFor(
    "payments to know the order",
    async () => {
      if (marked.status !== 404) return true;
      marked = await call(payments.url, "POST", `/api/v1/orders/${orderId}/offline-payment`, staff, {
        method: "cash",
      });
      return marked.status !== 404;
    },
    15_000,
    100,
  );
  expect(marked.status).toBe(201);
  expect(marked.body).toMatchObject({
    provider: "offline",
    offline: { method: "cash", markedBy: staff.sub },
  });
  await waitFor(
    "the ticket to be issued",
    async () => {
      const mine = await call(ticketing.url, "GET", "/api/v1/me/tickets", buyer);
      return Array.isArray(mine.body) && mine.body.length === 1;
    },
    20_000,
    100,
  );
  const order = await call(ticketing.url, "GET", `/api/v1/orders/${orderId}`, buyer);
  expect(order.body).toMatchObject({ status: "paid" });
  const payouts = await call(
    payments.url,
    "GET",
    `/api/v1/organizations/${sale.organizationId}/payouts`,
    sale.host,
  );
  expect(payouts.body.balances).toEqual([
    expect.objectContaining({ currency: "USD", tickets: 2500, collected: 2663, total: -163 }),
  ]);
  await expectLedgerBalanced();
});

it("refunds a payment made after the hold ran out and the seat was sold to someone else", {
  timeout: 60_000,
}, async () => {
  const sale = await sellOneSeat(1);
  const late = person();
  const lateOrder = await placeOrder(sale, late);
  const { paymentId } = await checkout(lateOrder, late);
  await waitFor(
    "the hold to expire",
    async () => {
      return (
        (await call(ticketing.url, "GET", `/api/v1/orders/${lateOrder}`, late)).body.status === "expired"
      );
    },
    20_000,
    200,
  );
  const prompt = person();
  const promptOrder = await placeOrder(sale, prompt);
  const promptPayment = await checkout(promptOrder, prompt);
  await call(payments.url, "POST", `/api/v1/payments/${promptPayment.paymentId}/test/complete`, prompt);
  await waitFor(
    "the prompt buyer's order to be paid",
    async () => {
      return (
        (await call(ticketing.url, "GET", `/api/v1/orders/${promptOrder}`, prompt)).body.status === "paid"
      );
    },
    20_000,
    100,
  );

  const paidLate = await call(payments.url, "POST", `/api/v1/payments/${paymentId}/test/complete`, late);
  expect(paidLate.body.status).toBe("succeeded");
  await waitFor(
    "payments to refund the late payment",
    async () => {
      const row = await paymentsDb(db)
        .selectFrom("payments")
        .select("status")
        .where("payment_id", "=", paymentId)
        .executeTakeFirst();
      return row?.status === "refunded";
    },
    20_000,
    100,
  );
  expect((await call(ticketing.url, "GET", `/api/v1/orders/${lateOrder}`, late)).body.status).toBe("expired");
  const { rows } = await sql<{ sold: number }>`
    SELECT sold FROM ticketing.quotas WHERE quota_id = ${`ticket-type:${sale.ticketTypeId}`}`.execute(db);
  expect(rows[0]?.sold).toBe(1);
  const payouts = await call(
    payments.url,
    "GET",
    `/api/v1/organizations/${sale.organizationId}/payouts`,
    sale.host,
  );
  expect(payouts.body.balances).toEqual([expect.objectContaining({ tickets: 2500, total: 2500 })]);
  await expectLedgerBalanced();
});
