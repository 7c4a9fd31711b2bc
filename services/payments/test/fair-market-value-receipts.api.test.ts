import { describe, expect, it } from "vitest";
import { trackTicketBenefitsConsumer } from "../src/consumers/track-ticket-benefits.ts";
import { deliver, orderPlaced, ordersConsumer, pdfText, usePaymentsService } from "./harness.ts";

const service = usePaymentsService();

/** A paid order of two $25 gala tickets ($3.26 fees), with a gift when asked; the receipt's text. */
async function paidOrderReceipt(fairMarketValue: number | null, donation: number | null = null) {
  const { order, data } = orderPlaced({ donation: donation ? { amount: donation, fund: "general" } : null });
  await deliver(service().ctx.db, ordersConsumer(service()), "ticketing.order.v1", {
    type: "OrderPlaced",
    streamType: "ticketing.order",
    streamId: order.orderId,
    data,
  });
  const ticketTypeId = data.lines[0]!.ticketTypeId;
  await deliver(service().ctx.db, trackTicketBenefitsConsumer(), "ticketing.ticket-benefit.v1", {
    type: "FairMarketValueSet",
    streamType: "ticketing.ticket-benefit",
    streamId: `benefit:${ticketTypeId}`,
    data: {
      eventId: data.eventId,
      organizationId: order.organizationId,
      ticketTypeId,
      fairMarketValue,
      currency: "USD",
      setBy: order.buyer.sub,
      setAt: new Date().toISOString(),
    },
  });
  const headers = await service().bearer(order.buyer);
  const checkout = await service().app.inject({
    method: "POST",
    url: `/api/v1/orders/${order.orderId}/checkout`,
    headers,
  });
  const { paymentId } = checkout.json();
  await service().app.inject({ method: "POST", url: `/api/v1/payments/${paymentId}/test/complete`, headers });
  const pdf = await service().app.inject({ url: `/api/v1/payments/${paymentId}/receipt.pdf`, headers });
  expect(pdf.statusCode).toBe(200);
  return pdfText(pdf.rawPayload);
}

describe("US receipts for a gala ticket", () => {
  it("state the fair-market value of the dinner and the deductible remainder", async () => {
    const text = await paidOrderReceipt(1500);
    // $53.26 paid, less $3.26 booking fees and 2 x $15.00 of dinner.
    expect(text).toContain("Fair-market value of goods or services received: USD 30.00");
    expect(text).toContain("Deductible amount: USD 20.00");
    expect(text).toContain("2 x Gala dinner");
  });

  it("count a gift given with the tickets as deductible, and say nothing without a stated value", async () => {
    expect(await paidOrderReceipt(1500, 1000)).toContain("Deductible amount: USD 30.00");
    const none = await paidOrderReceipt(null);
    expect(none).not.toContain("Fair-market value");
    expect(none).not.toContain("Deductible amount");
  });
});
