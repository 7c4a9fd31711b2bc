import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpCapture, startSmtpCapture, waitFor } from "@mawid/testing";
import { notifyFailedChargesConsumer } from "../src/consumers/notify-failed-charges.ts";
import { paymentsDb } from "../src/db/tables.ts";
import { chargeDueGifts } from "../src/recurring/charge-due-gifts.ts";
import { recurringGiftStreamId } from "../src/recurring/charge-ids.ts";
import type { RecurringCharger } from "../src/recurring/charger.ts";
import { stripeCharger } from "../src/recurring/stripe-charger.ts";
import { stripeClient } from "../src/stripe/stripe-client.ts";
import {
  deliverOwn,
  organizationCreated,
  outboxTypes,
  person,
  usePaymentsService,
  userRegistered,
} from "./harness.ts";
import {
  type StripeAnswer,
  type StripeCall,
  unknownPath,
  useStripeStandIn,
  checkoutSessionOpened,
  paymentIntentSucceeded,
  cardRefused,
} from "./stripe-stand-in.ts";

// A recurring gift's later date that Stripe refuses, through the real Stripe SDK (the off-session
// PaymentIntent is created by it, the first payment's webhook signed with its test header helper), and
// the donor's notice over a real SMTP server. Stripe's API is answered by a local HTTP server only
// because the internet cannot be reached from here.

const SECRET_KEY = "sk_test_mawid_charge_notices";
const WEBHOOK_SECRET = "whsec_mawid_charge_notices";

let smtp: SmtpCapture;
let charger: RecurringCharger;
const notices = notifyFailedChargesConsumer();
/** How Stripe refuses the off-session charges of each gift (by the amount asked). */
const refusals = new Map<number, { code: string; decline_code?: string; message: string }>([
  [
    2500,
    {
      code: "authentication_required",
      decline_code: "authentication_required",
      message: "Your card was declined. This transaction requires authentication.",
    },
  ],
  [
    3100,
    {
      code: "card_declined",
      decline_code: "insufficient_funds",
      message: "Your card has insufficient funds.",
    },
  ],
]);

function answer({ method, path, form }: StripeCall): StripeAnswer {
  if (path === "/v1/checkout/sessions") return checkoutSessionOpened();
  const retrieved = method === "GET" ? path.match(/^\/v1\/payment_intents\/([\w-]+)/)?.[1] : undefined;
  if (retrieved) return paymentIntentSucceeded(retrieved, "cus_donor");
  if (method === "POST" && path === "/v1/payment_intents") {
    const id = `pi_${randomUUID().replaceAll("-", "")}`;
    const refusal = refusals.get(Number(form.get("amount")));
    if (refusal) return cardRefused(id, refusal);
    return { status: 200, body: { id, object: "payment_intent", status: "succeeded", metadata: {} } };
  }
  return unknownPath();
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp?.close();
});
const stripeApi = useStripeStandIn({
  secretKey: SECRET_KEY,
  webhookSecret: WEBHOOK_SECRET,
  apiVersion: "2025-01-27.acacia",
  answer,
});
const service = usePaymentsService({
  database: "payments-charge-notices",
  env: () => ({
    ...stripeApi.env(),
    PUBLIC_URL: "https://mawid.example",
    SMTP_URL: smtp.url,
    MAIL_SEND_INTERVAL_MS: "50",
  }),
});

beforeAll(() => {
  charger = stripeCharger(stripeClient(SECRET_KEY, stripeApi.url()), paymentsDb(service().ctx.db));
});

const db = () => paymentsDb(service().ctx.db);
const on = (date: string, hours = 12) => new Date(Date.parse(`${date}T00:00:00.000Z`) + hours * 3_600_000);

/** A donor's monthly gift whose first payment went through Stripe Checkout. */
async function monthlyGift(amount: number) {
  const donor = person();
  await userRegistered(service().ctx.db, donor);
  const organizationId = await organizationCreated(service().ctx.db);
  const started = await service().app.inject({
    method: "POST",
    url: "/api/v1/donations",
    headers: await service().bearer(donor),
    payload: { organizationId, amount, currency: "GBP", fund: "zakat", recurring: "monthly" },
  });
  expect(started.statusCode).toBe(201);
  const { donationId, paymentId } = started.json();
  const { response: hook } = await stripeApi.postEvent(service(), "checkout.session.completed", {
    id: `cs_test_${paymentId}`,
    object: "checkout.session",
    client_reference_id: paymentId,
    metadata: { paymentId },
    payment_status: "paid",
    payment_intent: `pi_first_${amount}`,
    customer: "cus_donor",
  });
  expect(hook.statusCode).toBe(200);
  const { dates } = await db()
    .selectFrom("recurring_gifts")
    .select("dates")
    .where("recurring_gift_id", "=", donationId)
    .executeTakeFirstOrThrow();
  return { recurringGiftId: donationId as string, date: dates[0]!, donor, organizationId };
}

async function mailsTo(email: string) {
  // Everything queued has gone out (or failed) before counting what arrived.
  await waitFor("the mail queue to empty", async () => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM payments.mail_queue WHERE status IN ('queued', 'sending')`.execute(
      service().ctx.db,
    );
    return rows[0]!.n === 0;
  });
  return smtp.mails.filter((m) => m.to.includes(email));
}

describe("a recurring gift's charge that fails", () => {
  it("gives up at once a charge the bank wants authenticated, and asks the donor once to give it themselves", async () => {
    const { recurringGiftId, date, donor, organizationId } = await monthlyGift(2500);
    const stream = recurringGiftStreamId(recurringGiftId);
    expect(await chargeDueGifts(db(), charger, on(date))).toBe(0);
    const failed = await sql<{ envelope: { data: Record<string, unknown> } }>`
      SELECT envelope FROM payments.outbox
      WHERE envelope->>'streamId' = ${stream} AND envelope->>'type' = 'RecurringChargeFailed'`.execute(
      service().ctx.db,
    );
    expect(failed.rows[0]!.envelope.data).toMatchObject({
      authenticationRequired: true,
      attempt: 1,
      retryAt: null,
    });
    await deliverOwn(service().ctx.db, notices, stream);

    const mail = await smtp.waitFor(donor.email);
    expect(mail.subject).toBe("Your bank asks you to confirm your Zakat gift to Masjid Al-Noor");
    expect(mail.text).toContain(
      `Your bank wants you to confirm the Zakat gift of GBP 25.00 to Masjid Al-Noor due on ${date}`,
    );
    expect(mail.text).toContain("We will not try this date again");
    expect(mail.text).toContain(
      `To give this date's gift yourself, or to stop the recurring gift, open https://mawid.example/donation?organization=${organizationId}`,
    );

    // No retry charges the date the donor was asked to give by hand, and redelivered news sends nothing more.
    await chargeDueGifts(db(), charger, on(date, 37));
    await chargeDueGifts(db(), charger, on(date, 24 * 5));
    expect(await outboxTypes(service().ctx.db, stream)).toEqual([
      "RecurringGiftStarted",
      "RecurringChargeAttempted",
      "RecurringChargeFailed",
    ]);
    await deliverOwn(service().ctx.db, notices, stream);
    expect(await mailsTo(donor.email)).toHaveLength(1);
  });

  it("tells the donor of a declined charge and when it is tried again, then offers it by hand only once given up", async () => {
    const { recurringGiftId, date, donor, organizationId } = await monthlyGift(3100);
    const stream = recurringGiftStreamId(recurringGiftId);
    const link = `https://mawid.example/donation?organization=${organizationId}`;
    await chargeDueGifts(db(), charger, on(date));
    await deliverOwn(service().ctx.db, notices, stream);
    const first = await smtp.waitFor(donor.email);
    expect(first.subject).toBe("Your Zakat gift to Masjid Al-Noor could not be taken");
    expect(first.text).toContain(
      `The Zakat gift of GBP 31.00 to Masjid Al-Noor due on ${date} could not be taken: Your card has insufficient funds.`,
    );
    const retry = new Date(on(date).getTime() + 24 * 3_600_000).toISOString().slice(0, 10);
    expect(first.text).toContain(`We will try again on ${retry}: you need do nothing for this date.`);
    expect(first.text).toContain(`To stop the recurring gift, open ${link}`);
    // giving it by hand now would pay the date twice once a retry goes through
    expect(first.text).not.toContain("give this date's gift yourself");

    // the second attempt fails quietly; the third gives the date up, and says so
    await chargeDueGifts(db(), charger, on(date, 37));
    await deliverOwn(service().ctx.db, notices, stream);
    expect(await mailsTo(donor.email)).toHaveLength(1);
    await chargeDueGifts(db(), charger, on(date, 37 + 73));
    await deliverOwn(service().ctx.db, notices, stream);
    expect(await outboxTypes(service().ctx.db, stream)).toEqual([
      "RecurringGiftStarted",
      ...Array(3).fill(["RecurringChargeAttempted", "RecurringChargeFailed"]).flat(),
    ]);
    const mails = await mailsTo(donor.email);
    expect(mails).toHaveLength(2);
    const givenUp = mails.find((m) => m !== first && m.text.includes("We will not try this date again."));
    expect(givenUp?.text).toContain(
      `To give this date's gift yourself, or to stop the recurring gift, open ${link}`,
    );
  });
});
