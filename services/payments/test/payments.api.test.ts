import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GIFT_AID_DECLARATION } from "@mawid/contracts/payments";
import { refundPaymentsConsumer } from "../src/consumers/refund-payments.ts";
import { trackOrdersConsumer } from "../src/consumers/track-orders.ts";
import { ProviderUnavailableError } from "../src/errors.ts";
import { paymentsDb } from "../src/db/tables.ts";
import { testProvider } from "../src/payment/test-provider.ts";
import {
  deliver,
  orderPlaced,
  ordersConsumer,
  organizationCreated,
  outboxTypes,
  type PaymentsTestService,
  person,
  usePaymentsService,
} from "./harness.ts";

const service = usePaymentsService();

const refusals = refundPaymentsConsumer(() => testProvider);

async function placed(opts: Parameters<typeof orderPlaced>[0] = {}) {
  const { order, data } = orderPlaced(opts);
  await deliver(service().ctx.db, ordersConsumer(service()), "ticketing.order.v1", {
    type: "OrderPlaced",
    streamType: "ticketing.order",
    streamId: order.orderId,
    data,
  });
  return order;
}

async function post(url: string, claims: Parameters<PaymentsTestService["bearer"]>[0], payload?: unknown) {
  return service().app.inject({
    method: "POST",
    url,
    headers: await service().bearer(claims),
    payload: payload as object,
  });
}

async function get(url: string, claims?: Parameters<PaymentsTestService["bearer"]>[0]) {
  return service().app.inject({ method: "GET", url, headers: claims ? await service().bearer(claims) : {} });
}

async function checkout(order: Awaited<ReturnType<typeof placed>>) {
  const response = await post(`/api/v1/orders/${order.orderId}/checkout`, order.buyer);
  return response;
}

describe("the fee quote", () => {
  it("quotes $1 + 2.5% per ticket, half up, in the currency's minor units", async () => {
    expect((await get("/api/v1/fees/quote?price=2500&quantity=3")).json()).toEqual({
      currency: "USD",
      perTicket: 163,
      fee: 489,
      total: 7989,
    });
    expect((await get("/api/v1/fees/quote?price=3000&quantity=2&currency=JPY")).json()).toEqual({
      currency: "JPY",
      perTicket: 76,
      fee: 152,
      total: 6152,
    });
    expect((await get("/api/v1/fees/quote?price=0&quantity=5")).json()).toMatchObject({ fee: 0, total: 0 });
  });

  it("refuses a quantity of none and a negative price", async () => {
    expect((await get("/api/v1/fees/quote?price=2500&quantity=0")).statusCode).toBe(400);
    expect((await get("/api/v1/fees/quote?price=-1&quantity=1")).statusCode).toBe(400);
  });
});

describe("checkout with the test provider", () => {
  it("opens a paid order's payment as it is placed; the buyer's checkout, and only theirs, answers it", async () => {
    const order = await placed();
    const started = await paymentsDb(service().ctx.db)
      .selectFrom("payments")
      .select("payment_id")
      .where("order_id", "=", order.orderId)
      .execute();
    expect(started).toHaveLength(1);
    const response = await checkout(order);
    expect(response.statusCode).toBe(200);
    const { paymentId, url } = response.json();
    expect(paymentId).toBe(started[0]!.payment_id);
    expect(url).toBe(`/checkout/test/${paymentId}`);
    const payment = await paymentsDb(service().ctx.db)
      .selectFrom("payments")
      .selectAll()
      .where("payment_id", "=", paymentId)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      amount: 5326,
      currency: "USD",
      status: "started",
      order_id: order.orderId,
    });

    const stranger = await post(`/api/v1/orders/${order.orderId}/checkout`, person());
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBe("ORDER_NOT_FOUND");
    const unknown = await post(`/api/v1/orders/${randomUUID()}/checkout`, order.buyer);
    expect(unknown.statusCode).toBe(404);
    const anonymous = await service().app.inject({
      method: "POST",
      url: `/api/v1/orders/${order.orderId}/checkout`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("starts one payment per paid order however often OrderPlaced is delivered, and none for a free order", async () => {
    const { order, data } = orderPlaced();
    const event = { type: "OrderPlaced", streamType: "ticketing.order", streamId: order.orderId, data };
    await deliver(service().ctx.db, ordersConsumer(service()), "ticketing.order.v1", event);
    await deliver(service().ctx.db, ordersConsumer(service()), "ticketing.order.v1", event);
    const started = await paymentsDb(service().ctx.db)
      .selectFrom("payments")
      .select(["payment_id", "amount", "status"])
      .where("order_id", "=", order.orderId)
      .execute();
    expect(started).toEqual([{ payment_id: expect.any(String), amount: 5326, status: "started" }]);

    const free = orderPlaced();
    free.data.totals = { ...free.data.totals, tickets: 0, fees: 0, total: 0 };
    await deliver(service().ctx.db, ordersConsumer(service()), "ticketing.order.v1", {
      ...event,
      streamId: free.order.orderId,
      data: free.data,
    });
    const none = await paymentsDb(service().ctx.db)
      .selectFrom("payments")
      .select("payment_id")
      .where("order_id", "=", free.order.orderId)
      .execute();
    expect(none).toEqual([]);
  });

  it("records the order when the provider does not answer, and the buyer's Pay opens the checkout then", async () => {
    const down = trackOrdersConsumer({
      ...testProvider,
      open: async () => {
        throw new ProviderUnavailableError("Stripe did not open a checkout: connection refused");
      },
    });
    const { order, data } = orderPlaced();
    await deliver(service().ctx.db, down, "ticketing.order.v1", {
      type: "OrderPlaced",
      streamType: "ticketing.order",
      streamId: order.orderId,
      data,
    });
    const response = await checkout(order);
    expect(response.statusCode).toBe(201);
    expect(await outboxTypes(service().ctx.db, response.json().paymentId)).toEqual(["PaymentStarted"]);
  });

  it("opens one new payment after a decline, however many checkouts ask at once", async () => {
    const order = await placed();
    const first = (await checkout(order)).json().paymentId;
    await post(`/api/v1/payments/${first}/test/decline`, order.buyer);
    const answers = await Promise.all([checkout(order), checkout(order), checkout(order)]);
    const ids = new Set(answers.map((a) => a.json().paymentId));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(ids.size).toBe(1);
    expect(await outboxTypes(service().ctx.db, [...ids][0])).toEqual(["PaymentStarted"]);
  });

  it("charges once for a double click on Pay, and the money is split in the ledger", async () => {
    const organizationId = randomUUID();
    const order = await placed({ organizationId, donation: { amount: 1000, fund: "sadaqah" } });
    const { paymentId } = (await checkout(order)).json();
    const clicks = await Promise.all([
      post(`/api/v1/payments/${paymentId}/test/complete`, order.buyer),
      post(`/api/v1/payments/${paymentId}/test/complete`, order.buyer),
    ]);
    const again = await post(`/api/v1/payments/${paymentId}/test/complete`, order.buyer);
    for (const r of [...clicks, again]) {
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ paymentId, status: "succeeded", amount: 6326, currency: "USD" });
    }
    expect(await outboxTypes(service().ctx.db, paymentId)).toEqual(["PaymentStarted", "PaymentSucceeded"]);

    const owner = person({ id: organizationId });
    const payouts = (await get(`/api/v1/organizations/${organizationId}/payouts`, owner)).json();
    expect(payouts.balances).toEqual([
      {
        currency: "USD",
        tickets: 5000,
        byFund: expect.objectContaining({ sadaqah: 1000, zakat: 0 }),
        collected: 0,
        paidByStripe: 0,
        total: 6000,
      },
    ]);
    const ledger = (await get(`/api/v1/organizations/${organizationId}/ledger`, owner)).json();
    expect(
      ledger.entries.map((e: { account: string; amount: number }) => [e.account, e.amount]).sort(),
    ).toEqual(
      [
        ["cash", 6326],
        ["donations-payable", -1000],
        ["organization-payable", -5000],
        ["platform-fees", -326],
      ].sort(),
    );
  });

  it("lets only the payer press Pay or Decline", async () => {
    const order = await placed();
    const { paymentId } = (await checkout(order)).json();
    const other = await post(`/api/v1/payments/${paymentId}/test/complete`, person());
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe("PAYMENT_NOT_FOUND");
    expect(await outboxTypes(service().ctx.db, paymentId)).toEqual(["PaymentStarted"]);
  });

  it("charges nothing on Decline, and the buyer may open a new payment", async () => {
    const order = await placed();
    const first = (await checkout(order)).json().paymentId;
    const declined = await post(`/api/v1/payments/${first}/test/decline`, order.buyer);
    expect(declined.json()).toMatchObject({ status: "failed" });
    expect(await outboxTypes(service().ctx.db, first)).toEqual(["PaymentStarted", "PaymentFailed"]);
    const second = await checkout(order);
    expect(second.statusCode).toBe(201);
    expect(second.json().paymentId).not.toBe(first);
  });

  it("refuses to open a payment for an order that expired, was cancelled or is paid", async () => {
    const expired = await placed();
    await deliver(service().ctx.db, ordersConsumer(service()), "ticketing.order.v1", {
      type: "OrderExpired",
      streamType: "ticketing.order",
      streamId: expired.orderId,
      data: { orderId: expired.orderId, eventId: randomUUID(), expiredAt: new Date().toISOString() },
    });
    const response = await checkout(expired);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: "ORDER_NOT_PAYABLE",
      message: "This order is expired: there is nothing to pay",
    });

    const ranOut = await placed({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect((await checkout(ranOut)).json().error.code).toBe("ORDER_NOT_PAYABLE");
  });

  it("refunds a payment ticketing could not apply (an expired hold whose seats were sold), and the ledger nets to nothing", async () => {
    const organizationId = randomUUID();
    const order = await placed({ organizationId });
    const { paymentId } = (await checkout(order)).json();
    await post(`/api/v1/payments/${paymentId}/test/complete`, order.buyer);
    const refused = {
      type: "OrderPaymentRefused",
      streamType: "ticketing.payment-refusal",
      streamId: paymentId,
      data: {
        paymentId,
        orderId: order.orderId,
        code: "SOLD_OUT",
        reason: "Not enough seats are left for this order",
        refusedAt: new Date().toISOString(),
      },
    };
    await deliver(service().ctx.db, refusals, "ticketing.payment-refusal.v1", refused);
    // The same refusal delivered again (a new message id) gives nothing more back.
    await deliver(service().ctx.db, refusals, "ticketing.payment-refusal.v1", refused);
    expect(await outboxTypes(service().ctx.db, paymentId)).toEqual([
      "PaymentStarted",
      "PaymentSucceeded",
      "PaymentRefunded",
    ]);
    const payouts = (
      await get(`/api/v1/organizations/${organizationId}/payouts`, person({ id: organizationId }))
    ).json();
    expect(payouts.balances[0]).toMatchObject({ currency: "USD", tickets: 0, total: 0 });
  });
});

describe("refunds ticketing decides", () => {
  it("gives back what a host refunded of a paid order, once however often the news comes", async () => {
    const organizationId = randomUUID();
    const order = await placed({ organizationId });
    const { paymentId } = (await checkout(order)).json();
    await post(`/api/v1/payments/${paymentId}/test/complete`, order.buyer);
    const refunded = {
      type: "OrderRefunded",
      streamType: "ticketing.order",
      streamId: order.orderId,
      data: {
        orderId: order.orderId,
        eventId: randomUUID(),
        organizationId,
        buyerId: order.buyer.sub,
        refundId: randomUUID(),
        paymentId,
        amount: 2663,
        currency: "USD",
        positionIds: [randomUUID()],
        releases: [],
        initiator: "host",
        refundedBy: randomUUID(),
        reason: "Could not come",
        fullyRefunded: false,
        refundedAt: new Date().toISOString(),
      },
    };
    await deliver(service().ctx.db, refusals, "ticketing.order.v1", refunded);
    expect(await outboxTypes(service().ctx.db, paymentId)).toEqual([
      "PaymentStarted",
      "PaymentSucceeded",
      "PaymentRefunded",
    ]);
    const payouts = (
      await get(`/api/v1/organizations/${organizationId}/payouts`, person({ id: organizationId }))
    ).json();
    // The host gives back the attendee's ticket and fee out of what it is owed; the platform keeps its fees.
    expect(payouts.balances[0]).toMatchObject({ tickets: 5000 - 2663, total: 5000 - 2663 });
  });
});

describe("donations", () => {
  const giftAid = {
    fullName: "Aisha Rahman",
    homeAddress: "12 High Street, Leicester",
    postcode: "LE1 5AA",
    declaration: GIFT_AID_DECLARATION,
    date: "2026-11-24",
  };

  it("takes zakat with Gift Aid in pounds, and reports it in its own fund to the organisation's owners and admins", async () => {
    const organizationId = await organizationCreated(service().ctx.db);
    const admin = person({ id: organizationId, role: "admin" });
    const summaryBefore = await get(`/api/v1/organizations/${organizationId}/donations/summary`, admin);
    // Before any gift, in the currency of the organisation's country (GB).
    expect(summaryBefore.json()).toMatchObject({ currency: "GBP", byFund: { zakat: 0 } });
    const donor = person();
    const response = await post("/api/v1/donations", donor, {
      organizationId,
      amount: 5000,
      currency: "GBP",
      fund: "zakat",
      message: "For the families of the masjid",
      giftAid,
    });
    expect(response.statusCode).toBe(201);
    const { donationId, paymentId, url } = response.json();
    expect(url).toBe(`/checkout/test/${paymentId}`);
    await post(`/api/v1/payments/${paymentId}/test/complete`, donor);
    expect(await outboxTypes(service().ctx.db, donationId)).toEqual(["DonationReceived"]);

    const gift = await post("/api/v1/donations", donor, {
      organizationId,
      amount: 1200,
      currency: "GBP",
      fund: "sadaqah",
    });
    await post(`/api/v1/payments/${gift.json().paymentId}/test/complete`, donor);

    const summary = await get(`/api/v1/organizations/${organizationId}/donations/summary`, admin);
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toEqual({
      currency: "GBP",
      byFund: {
        zakat: 5000,
        sadaqah: 1200,
        lillah: 0,
        fidya: 0,
        kaffarah: 0,
        "zakat-al-fitr": 0,
        general: 0,
        "building-fund": 0,
      },
    });
    const row = await paymentsDb(service().ctx.db)
      .selectFrom("donations")
      .selectAll()
      .where("donation_id", "=", donationId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ anonymous: true, fund: "zakat", gift_aid: giftAid, schedule: [] });

    const before = `/api/v1/organizations/${organizationId}/donations/summary?to=2020-01-01T00:00:00Z`;
    expect((await get(before, admin)).json().byFund.zakat).toBe(0);
    const staff = await get(
      `/api/v1/organizations/${organizationId}/donations/summary`,
      person({ id: organizationId, role: "staff" }),
    );
    expect(staff.statusCode).toBe(403);
    const payouts = (await get(`/api/v1/organizations/${organizationId}/payouts`, admin)).json();
    expect(payouts.balances).toEqual([expect.objectContaining({ currency: "GBP", tickets: 0, total: 6200 })]);
  });

  it("records a recurring gift's coming dates", async () => {
    const donor = person();
    const monthly = await post("/api/v1/donations", donor, {
      organizationId: await organizationCreated(service().ctx.db),
      amount: 2000,
      currency: "USD",
      fund: "lillah",
      recurring: "monthly",
    });
    const nights = await post("/api/v1/donations", donor, {
      organizationId: await organizationCreated(service().ctx.db),
      amount: 1000,
      currency: "USD",
      fund: "sadaqah",
      recurring: "last-ten-nights",
    });
    for (const r of [monthly, nights])
      await post(`/api/v1/payments/${r.json().paymentId}/test/complete`, donor);
    const rows = await paymentsDb(service().ctx.db)
      .selectFrom("donations")
      .select(["recurring", "schedule"])
      .where("donation_id", "in", [monthly.json().donationId, nights.json().donationId])
      .execute();
    const byKind = Object.fromEntries(rows.map((r) => [r.recurring, r.schedule]));
    expect(byKind.monthly).toHaveLength(12);
    expect([9, 10]).toContain(byKind["last-ten-nights"]?.length);
  });

  it("takes Gift Aid on pounds only, with HMRC's wording, and never on an order's checkout", async () => {
    const donor = person();
    const dollars = await post("/api/v1/donations", donor, {
      organizationId: await organizationCreated(service().ctx.db),
      amount: 5000,
      currency: "USD",
      fund: "zakat",
      giftAid,
    });
    expect(dollars.statusCode).toBe(400);
    expect(dollars.json().error.code).toBe("GIFT_AID_INVALID");
    const reworded = await post("/api/v1/donations", donor, {
      organizationId: await organizationCreated(service().ctx.db),
      amount: 5000,
      currency: "GBP",
      fund: "zakat",
      giftAid: { ...giftAid, declaration: "I am a taxpayer" },
    });
    expect(reworded.statusCode).toBe(400);
    const order = await placed();
    const onTickets = await post(`/api/v1/orders/${order.orderId}/checkout`, order.buyer, { giftAid });
    expect(onTickets.statusCode).toBe(400);
  });

  it("refuses a gift to an organisation identity never announced", async () => {
    const response = await post("/api/v1/donations", person(), {
      organizationId: randomUUID(),
      amount: 100,
      currency: "USD",
      fund: "general",
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("ORGANIZATION_NOT_FOUND");
  });

  it("refuses a fund that is not one of the eight", async () => {
    const response = await post("/api/v1/donations", person(), {
      organizationId: await organizationCreated(service().ctx.db),
      amount: 100,
      currency: "USD",
      fund: "mixed",
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("an organisation's ledger", () => {
  it("is for its owners and admins only", async () => {
    const organizationId = randomUUID();
    const url = `/api/v1/organizations/${organizationId}/ledger`;
    expect((await get(url, person({ id: organizationId, role: "staff" }))).statusCode).toBe(403);
    expect((await get(url, person())).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, person({ id: organizationId }))).json()).toEqual({ entries: [] });
  });
});
