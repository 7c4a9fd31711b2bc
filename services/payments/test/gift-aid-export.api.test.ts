import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GIFT_AID_DECLARATION } from "@mawid/contracts/payments";
import { handlePaymentCommand } from "../src/payment/handle.ts";
import {
  deliver,
  orderPlaced,
  ordersConsumer,
  organizationCreated,
  type PaymentsTestService,
  person,
  usePaymentsService,
} from "./harness.ts";

const service = usePaymentsService({ database: "payments-gift-aid" });

type Claims = Parameters<PaymentsTestService["bearer"]>[0];

async function call(method: "GET" | "POST", url: string, claims?: Claims, payload?: object) {
  const headers = claims ? await service().bearer(claims) : {};
  return service().app.inject({ method, url, headers, payload });
}

const declaration = (fullName: string) => ({
  fullName,
  homeAddress: "12 High Street, Leicester",
  postcode: "LE1 5AA",
  declaration: GIFT_AID_DECLARATION,
  date: "2026-11-24",
});

/** A gift paid through the test checkout; its payment's id. */
async function gave(organizationId: string, body: Record<string, unknown>): Promise<string> {
  const donor = person();
  const given = await call("POST", "/api/v1/donations", donor, { organizationId, ...body });
  expect(given.statusCode).toBe(201);
  const { paymentId } = given.json();
  await call("POST", `/api/v1/payments/${paymentId}/test/complete`, donor);
  return paymentId;
}

async function refund(paymentId: string, amount: number) {
  const now = new Date();
  await handlePaymentCommand(
    service().ctx.db,
    paymentId,
    { type: "RefundPayment", amount, reason: "Given by mistake", at: now.toISOString() },
    { occurredAt: now, correlationId: randomUUID() },
  );
}

describe("GET /api/v1/organizations/{id}/gift-aid.csv", () => {
  it("lists the gifts with a declaration in HMRC's columns: never tickets, never those given back", async () => {
    const organizationId = await organizationCreated(service().ctx.db);
    await gave(organizationId, {
      amount: 5000,
      currency: "GBP",
      fund: "zakat",
      giftAid: declaration("Aisha Rahman"),
    });
    await gave(organizationId, { amount: 1000, currency: "GBP", fund: "sadaqah" });
    await gave(organizationId, { amount: 2000, currency: "USD", fund: "sadaqah" });
    const refunded = await gave(organizationId, {
      amount: 3000,
      currency: "GBP",
      fund: "general",
      giftAid: declaration("Yusuf Khan"),
    });
    await refund(refunded, 3000);
    const part = await gave(organizationId, {
      amount: 4000,
      currency: "GBP",
      fund: "lillah",
      giftAid: declaration("Maryam Ali"),
    });
    await refund(part, 1500);
    // A ticket order with a gift: the checkout takes no declaration, so it is never claimed.
    const { order, data } = orderPlaced({ organizationId, donation: { amount: 700, fund: "zakat" } });
    data.totals.currency = "GBP";
    await deliver(service().ctx.db, ordersConsumer(service()), "ticketing.order.v1", {
      type: "OrderPlaced",
      streamType: "ticketing.order",
      streamId: order.orderId,
      data,
    });
    const { paymentId } = (
      await call("POST", `/api/v1/orders/${order.orderId}/checkout`, order.buyer)
    ).json();
    await call("POST", `/api/v1/payments/${paymentId}/test/complete`, order.buyer);

    const response = await call(
      "GET",
      `/api/v1/organizations/${organizationId}/gift-aid.csv`,
      person({ id: organizationId, role: "admin" }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="gift-aid-${organizationId}.csv"`,
    );
    const today = new Date();
    const ddmmyy = `${String(today.getUTCDate()).padStart(2, "0")}/${String(today.getUTCMonth() + 1).padStart(2, "0")}/${String(today.getUTCFullYear() % 100)}`;
    expect(response.body.split("\r\n")).toEqual([
      "Title,First name,Last name,House name or number,Postcode,Aggregated donations,Sponsored event,Donation date,Amount",
      `,Aisha,Rahman,12,LE1 5AA,,,${ddmmyy},50.00`,
      `,Maryam,Ali,12,LE1 5AA,,,${ddmmyy},25.00`,
      "",
    ]);
  });

  it("keeps to the dates asked for", async () => {
    const organizationId = await organizationCreated(service().ctx.db);
    await gave(organizationId, {
      amount: 5000,
      currency: "GBP",
      fund: "zakat",
      giftAid: declaration("Aisha Rahman"),
    });
    const owner = person({ id: organizationId });
    const url = `/api/v1/organizations/${organizationId}/gift-aid.csv`;
    const before = await call("GET", `${url}?to=2020-01-01T00:00:00Z`, owner);
    expect(before.body.split("\r\n")).toHaveLength(2);
    const since = await call("GET", `${url}?from=2020-01-01T00:00:00Z`, owner);
    expect(since.body.split("\r\n")).toHaveLength(3);
    const wrong = await call("GET", `${url}?from=yesterday`, owner);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe("VALIDATION_FAILED");
  });

  it("is for the organisation's owners and admins only", async () => {
    const organizationId = await organizationCreated(service().ctx.db);
    const url = `/api/v1/organizations/${organizationId}/gift-aid.csv`;
    expect((await call("GET", url, person({ id: organizationId, role: "staff" }))).statusCode).toBe(403);
    expect((await call("GET", url, person())).statusCode).toBe(403);
    expect((await call("GET", url)).statusCode).toBe(401);
  });
});
