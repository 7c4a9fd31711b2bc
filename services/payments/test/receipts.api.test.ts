import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GIFT_AID_DECLARATION } from "@mawid/contracts/payments";
import { type SmtpCapture, startSmtpCapture } from "@mawid/testing";
import { queueReceiptsConsumer } from "../src/consumers/queue-receipts.ts";
import {
  deliver,
  deliverOwn,
  orderPlaced,
  ordersConsumer,
  organizationCreated,
  type PaymentsTestService,
  pdfText,
  person,
  usePaymentsService,
  userRegistered,
} from "./harness.ts";

let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp?.close();
});
const service = usePaymentsService({
  database: "payments-receipts",
  env: () => ({ SMTP_URL: smtp.url, MAIL_SEND_INTERVAL_MS: "50", PUBLIC_URL: "https://mawid.example" }),
});

type Claims = Parameters<PaymentsTestService["bearer"]>[0];

async function call(method: "GET" | "POST", url: string, claims?: Claims, payload?: object) {
  const headers = claims ? await service().bearer(claims) : {};
  return service().app.inject({ method, url, headers, payload });
}

const receipts = queueReceiptsConsumer();

async function placed(opts: Parameters<typeof orderPlaced>[0]) {
  const { order, data } = orderPlaced(opts);
  await deliver(service().ctx.db, ordersConsumer(service()), "ticketing.order.v1", {
    type: "OrderPlaced",
    streamType: "ticketing.order",
    streamId: order.orderId,
    data,
  });
  return order;
}

const giftAid = {
  fullName: "Aisha Rahman",
  homeAddress: "12 High Street, Leicester",
  postcode: "LE1 5AA",
  declaration: GIFT_AID_DECLARATION,
  date: "2026-11-24",
};

describe("e-mail receipts", () => {
  it("sends the donor a receipt of zakat with Gift Aid, its PDF attached", async () => {
    const organizationId = await organizationCreated(service().ctx.db);
    const donor = person();
    await userRegistered(service().ctx.db, donor);
    const given = await call("POST", "/api/v1/donations", donor, {
      organizationId,
      amount: 5000,
      currency: "GBP",
      fund: "zakat",
      giftAid,
    });
    const { paymentId } = given.json();
    await call("POST", `/api/v1/payments/${paymentId}/test/complete`, donor);
    await deliverOwn(service().ctx.db, receipts, paymentId);

    const mail = await smtp.waitFor(donor.email);
    expect(mail.subject).toBe("Donation receipt: GBP 50.00 to Masjid Al-Noor");
    expect(mail.text).toContain("Donation: Zakat: GBP 50.00");
    expect(mail.text).toContain("Total paid: GBP 50.00");
    expect(mail.text).toContain(`Receipt number: ${paymentId}`);
    expect(mail.text).toContain("Gift Aid declared by Aisha Rahman on 2026-11-24");
    expect(mail.text).toContain(`https://mawid.example/api/v1/payments/${paymentId}/receipt.pdf`);
    expect(mail.raw).toContain("Content-Type: application/pdf");
    expect(mail.raw).toContain(`filename=receipt-${paymentId}.pdf`);
  });

  it("sends a buyer the receipt of an order line by line, and one only however often the news comes", async () => {
    const organizationId = await organizationCreated(service().ctx.db);
    const buyer = person();
    await userRegistered(service().ctx.db, buyer);
    const order = await placed({ organizationId, buyer });
    const { paymentId } = (await call("POST", `/api/v1/orders/${order.orderId}/checkout`, buyer)).json();
    await call("POST", `/api/v1/payments/${paymentId}/test/complete`, buyer);
    await deliverOwn(service().ctx.db, receipts, paymentId);
    await deliverOwn(service().ctx.db, receipts, paymentId);

    const mail = await smtp.waitFor(buyer.email);
    expect(mail.subject).toBe("Payment receipt: USD 53.26 to Masjid Al-Noor");
    expect(mail.text).toContain("2 x Gala dinner: USD 50.00");
    expect(mail.text).toContain("Booking fees: USD 3.26");
    expect(mail.text).toContain(`Order: ${order.orderId}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.filter((m) => m.to.includes(buyer.email))).toHaveLength(1);
  });

  it("says a host took the money in cash", async () => {
    const organizationId = await organizationCreated(service().ctx.db);
    const buyer = person();
    await userRegistered(service().ctx.db, buyer);
    const order = await placed({ organizationId, buyer });
    const marked = await call(
      "POST",
      `/api/v1/orders/${order.orderId}/offline-payment`,
      person({ id: organizationId, role: "staff" }),
      {
        method: "cash",
      },
    );
    await deliverOwn(service().ctx.db, receipts, marked.json().paymentId);
    expect((await smtp.waitFor(buyer.email)).text).toContain("Paid by: Cash, taken by the organisation");
  });
});

describe("GET /api/v1/payments/{paymentId}/receipt.pdf", () => {
  it("gives the payer and the organisation's hosts a PDF with the organisation, the lines and the total, once paid", async () => {
    const organizationId = await organizationCreated(service().ctx.db);
    const order = await placed({ organizationId, donation: { amount: 1000, fund: "sadaqah" } });
    const { paymentId } = (
      await call("POST", `/api/v1/orders/${order.orderId}/checkout`, order.buyer)
    ).json();
    const url = `/api/v1/payments/${paymentId}/receipt.pdf`;

    const early = await call("GET", url, order.buyer);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({
      code: "NO_RECEIPT",
      message: "This payment is started: there is no receipt for it",
    });

    await call("POST", `/api/v1/payments/${paymentId}/test/complete`, order.buyer);
    for (const who of [order.buyer, person({ id: organizationId, role: "admin" })]) {
      const response = await call("GET", url, who);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["content-disposition"]).toBe(`attachment; filename="receipt-${paymentId}.pdf"`);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
      const text = pdfText(response.rawPayload);
      for (const shown of [
        "Masjid Al-Noor",
        "Payment receipt",
        `Receipt number: ${paymentId}`,
        "2 x Gala dinner",
        "USD 50.00",
        "Booking fees",
        "Donation: Sadaqah",
        "USD 63.26",
        "No goods or services were provided in return for the donation.",
      ])
        expect(text).toContain(shown);
    }
    const stranger = await call("GET", url, person());
    expect(stranger.statusCode).toBe(404);
    expect((await call("GET", `/api/v1/payments/${randomUUID()}/receipt.pdf`, order.buyer)).statusCode).toBe(
      404,
    );
  });

  it("writes a name in another script as question marks rather than failing", async () => {
    const organizationId = randomUUID();
    await deliver(
      service().ctx.db,
      (await import("../src/consumers/track-organizations.ts")).trackOrganizationsConsumer(),
      "identity.organization.v1",
      {
        type: "OrganizationCreated",
        streamType: "identity.organization",
        streamId: organizationId,
        data: {
          organizationId,
          name: "مسجد النور",
          kind: "masjid",
          city: "Leicester",
          country: "GB",
          website: null,
          ownerId: randomUUID(),
          createdAt: new Date().toISOString(),
        },
      },
    );
    const order = await placed({ organizationId });
    const { paymentId } = (
      await call("POST", `/api/v1/orders/${order.orderId}/checkout`, order.buyer)
    ).json();
    await call("POST", `/api/v1/payments/${paymentId}/test/complete`, order.buyer);
    const response = await call("GET", `/api/v1/payments/${paymentId}/receipt.pdf`, order.buyer);
    expect(response.statusCode).toBe(200);
    expect(pdfText(response.rawPayload)).toContain("???? ?????");
  });
});
