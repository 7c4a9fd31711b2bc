import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  deliver,
  orderPlaced,
  ordersConsumer,
  organizationCreated,
  type PaymentsTestService,
  person,
  usePaymentsService,
} from "./harness.ts";

const service = usePaymentsService({ database: "payments-read" });

type Claims = Parameters<PaymentsTestService["bearer"]>[0];

async function call(method: "GET" | "POST", url: string, claims?: Claims, payload?: object) {
  const headers = claims ? await service().bearer(claims) : {};
  return service().app.inject({ method, url, headers, payload });
}

async function placedAndStarted(organizationId: string, donation?: { amount: number; fund: "zakat" }) {
  const { order, data } = orderPlaced({ organizationId, donation });
  await deliver(service().ctx.db, ordersConsumer(service()), "ticketing.order.v1", {
    type: "OrderPlaced",
    streamType: "ticketing.order",
    streamId: order.orderId,
    data,
  });
  const { paymentId } = (await call("POST", `/api/v1/orders/${order.orderId}/checkout`, order.buyer)).json();
  return { order, paymentId: paymentId as string };
}

describe("GET /api/v1/payments/{paymentId}", () => {
  it("shows the payer what they pay for, then the receipt once paid", async () => {
    const organizationId = await organizationCreated(service().ctx.db);
    const { order, paymentId } = await placedAndStarted(organizationId, { amount: 1000, fund: "zakat" });
    const url = `/api/v1/payments/${paymentId}`;

    const open = await call("GET", url, order.buyer);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({
      paymentId,
      organizationId,
      organizationName: "Masjid Al-Noor",
      status: "started",
      amount: 6326,
      refunded: 0,
      currency: "USD",
      provider: "test",
      offline: null,
      orderId: order.orderId,
      donation: { fund: "zakat", recurring: null, giftAid: false },
      items: [
        { kind: "tickets", label: "Gala dinner", quantity: 2, amount: 5000 },
        { kind: "fees", label: "", quantity: 1, amount: 326 },
        { kind: "donation", label: "zakat", quantity: 1, amount: 1000 },
      ],
      succeededAt: null,
      receiptUrl: null,
    });

    await call("POST", `${url}/test/complete`, order.buyer);
    const paid = (await call("GET", url, order.buyer)).json();
    expect(paid).toMatchObject({
      status: "succeeded",
      receiptUrl: `/api/v1/payments/${paymentId}/receipt.pdf`,
    });
    expect(Date.parse(paid.succeededAt)).toBeGreaterThanOrEqual(Date.parse(paid.startedAt));
  });

  it("shows a donation on its own with its fund and whether Gift Aid was declared", async () => {
    const organizationId = await organizationCreated(service().ctx.db);
    const donor = person();
    const given = await call("POST", "/api/v1/donations", donor, {
      organizationId,
      amount: 2500,
      currency: "USD",
      fund: "sadaqah",
      recurring: "monthly",
    });
    const view = (await call("GET", `/api/v1/payments/${given.json().paymentId}`, donor)).json();
    expect(view).toMatchObject({
      orderId: null,
      donation: {
        donationId: given.json().donationId,
        fund: "sadaqah",
        recurring: "monthly",
        giftAid: false,
      },
      items: [{ kind: "donation", label: "sadaqah", quantity: 1, amount: 2500 }],
    });
  });

  it("is for the payer and the organisation's owners and admins: anyone else finds nothing", async () => {
    const organizationId = await organizationCreated(service().ctx.db);
    const { paymentId } = await placedAndStarted(organizationId);
    const url = `/api/v1/payments/${paymentId}`;
    for (const role of ["owner", "admin"] as const)
      expect((await call("GET", url, person({ id: organizationId, role }))).statusCode).toBe(200);
    for (const claims of [
      person({ id: organizationId, role: "staff" }),
      person(),
      person({ id: randomUUID() }),
    ]) {
      const response = await call("GET", url, claims);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("PAYMENT_NOT_FOUND");
    }
    expect((await call("GET", url)).statusCode).toBe(401);
    expect((await call("GET", `/api/v1/payments/${randomUUID()}`, person())).statusCode).toBe(404);
    const malformed = await call("GET", "/api/v1/payments/not-a-payment", person());
    expect(malformed.statusCode).toBe(400);
  });
});
