import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService } from "@mawid/service";
import { type SmtpCapture, startSmtpCapture } from "@mawid/testing";
import { paymentsService } from "../src/app.ts";
import { queueReceiptsConsumer } from "../src/consumers/queue-receipts.ts";
import { derivedPaymentId } from "../src/payment/derived-payment-id.ts";
import {
  deliverOwn,
  organizationCreated,
  outboxTypes,
  type PaymentsTestService,
  pdfText,
  person,
  usePaymentsService,
  userRegistered,
} from "./harness.ts";
import { unknownPath, useStripeStandIn, checkoutSessionOpened } from "./stripe-stand-in.ts";

// A subscription's paid periods in the ledger, with a receipt to the owner over a real SMTP server.
// With Stripe: the real SDK opens the checkout and invoice.paid is signed with its test header helper;
// Stripe's API is answered by a local HTTP server only because the internet cannot be reached from here.

const SECRET_KEY = "sk_test_mawid_subscription_payments";
const WEBHOOK_SECRET = "whsec_mawid_subscription_payments";

let smtp: SmtpCapture;
let withStripe: PaymentsTestService;
const receipts = queueReceiptsConsumer();

beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp?.close();
});
const stripeApi = useStripeStandIn({
  secretKey: SECRET_KEY,
  webhookSecret: WEBHOOK_SECRET,
  apiVersion: "2025-03-31.basil",
  answer: ({ path }) => {
    if (path === "/v1/checkout/sessions") return checkoutSessionOpened();
    return unknownPath();
  },
});
const mail = () => ({ SMTP_URL: smtp.url, MAIL_SEND_INTERVAL_MS: "50", PUBLIC_URL: "https://mawid.example" });
const local = usePaymentsService({ database: "payments-subscription-payments", env: mail });

beforeAll(async () => {
  withStripe = (await startTestService(paymentsService, local.database().url, {
    ...mail(),
    ...stripeApi.env(),
  })) as unknown as PaymentsTestService;
});
afterAll(async () => {
  await withStripe?.close();
});

async function subscribe(service: PaymentsTestService, tier: "masjid" | "organization") {
  const organizationId = await organizationCreated(service.ctx.db);
  const owner = person({ id: organizationId, role: "owner" });
  await userRegistered(service.ctx.db, owner);
  const started = await service.app.inject({
    method: "POST",
    url: `/api/v1/organizations/${organizationId}/subscription`,
    headers: await service.bearer(owner),
    payload: { tier },
  });
  expect(started.statusCode).toBe(200);
  return { organizationId, owner, subscriptionId: started.json().subscriptionId as string };
}

async function ledgerOf(paymentId: string) {
  const { rows } = await sql<{
    transaction_id: string;
    organization_id: string;
    account: string;
    amount: number;
  }>`
    SELECT transaction_id, organization_id, account, amount FROM payments.ledger_entries
    WHERE payment_id = ${paymentId} ORDER BY entry_id`.execute(local().ctx.db);
  return rows;
}

describe("subscription money", () => {
  it("the test page's Pay records the first period as platform revenue paid by the organisation, and mails the owner a receipt", async () => {
    const { organizationId, owner, subscriptionId } = await subscribe(local(), "organization");
    for (let i = 0; i < 2; i++) {
      const paid = await local().app.inject({
        method: "POST",
        url: `/api/v1/subscriptions/${subscriptionId}/test/complete`,
        headers: await local().bearer(owner),
      });
      expect(paid.statusCode).toBe(200);
    }
    const paymentId = derivedPaymentId("subscription-period", `test-${subscriptionId}`);
    expect(await outboxTypes(local().ctx.db, paymentId)).toEqual(["SubscriptionPeriodPaid"]);
    expect(await ledgerOf(paymentId)).toEqual([
      {
        transaction_id: `subscription:${paymentId}`,
        organization_id: organizationId,
        account: "cash",
        amount: 7900,
      },
      {
        transaction_id: `subscription:${paymentId}`,
        organization_id: organizationId,
        account: "platform-fees",
        amount: -7900,
      },
    ]);
    // Nothing the platform owes the organisation.
    const payouts = await local().app.inject({
      method: "GET",
      url: `/api/v1/organizations/${organizationId}/payouts`,
      headers: await local().bearer(owner),
    });
    expect(payouts.json().balances).toEqual([]);

    await deliverOwn(local().ctx.db, receipts, paymentId);
    await deliverOwn(local().ctx.db, receipts, paymentId);
    const mail = await smtp.waitFor(owner.email);
    expect(mail.subject).toBe("Subscription receipt: USD 79.00 for Organization plan");
    expect(mail.text).toContain("Subscription receipt from Mawid");
    expect(mail.text).toContain("Total paid: USD 79.00");
    expect(mail.text).toContain(`Receipt number: ${paymentId}`);
    expect(mail.text).toContain("Organisation: Masjid Al-Noor");
    expect(mail.text).toContain("Paid by: Test payment (no money moved)");
    const pdf = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.raw)![1]!;
    expect(pdfText(Buffer.from(pdf.replace(/\s/g, ""), "base64"))).toContain("USD 79.00");
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM payments.mail_queue WHERE mail_id = ${`subscription-receipt:${paymentId}`}`.execute(
      local().ctx.db,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it("Stripe's invoice.paid records each period once, by invoice, and ignores other platforms' invoices", async () => {
    const { organizationId, owner, subscriptionId } = await subscribe(withStripe, "masjid");
    const invoice = (id: string, start: number) => ({
      id,
      object: "invoice",
      amount_paid: 2900,
      currency: "usd",
      status: "paid",
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: "sub_mawid_1", metadata: { subscriptionId, organizationId } },
      },
      lines: { object: "list", data: [{ id: `il_${id}`, period: { start, end: start + 30 * 86400 } }] },
    });
    const send = async (object: Record<string, unknown>, eventId = `evt_${randomUUID()}`) => {
      const { response } = await stripeApi.postEvent(withStripe, "invoice.paid", object, { eventId });
      expect(response.statusCode).toBe(200);
      return eventId;
    };
    const november = Date.UTC(2026, 10, 27) / 1000;
    const first = await send(invoice("in_first", november));
    await send(invoice("in_first", november), first);
    // The same invoice in another event (Stripe may send it twice): still one payment.
    await send(invoice("in_first", november));
    await send(invoice("in_renewal", november + 30 * 86400));
    await send({
      ...invoice("in_elsewhere", november),
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: "sub_other", metadata: {} },
      },
    });
    const { rows } = await sql<{ transaction_id: string; amount: number }>`
      SELECT transaction_id, amount FROM payments.ledger_entries
      WHERE organization_id = ${organizationId} AND account = 'platform-fees' ORDER BY entry_id`.execute(
      local().ctx.db,
    );
    const ids = ["in_first", "in_renewal"].map((id) => derivedPaymentId("subscription-period", id));
    expect(rows).toEqual(ids.map((id) => ({ transaction_id: `subscription:${id}`, amount: -2900 })));

    await deliverOwn(withStripe.ctx.db, receipts, ids[1]!);
    const mail = await smtp.waitFor(owner.email);
    expect(mail.subject).toBe("Subscription receipt: USD 29.00 for Masjid plan");
    expect(mail.text).toContain("Masjid plan, monthly (2026-12-27 to 2027-01-26)");
    expect(mail.text).toContain("Stripe invoice: in_renewal");
  });
});
