import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService } from "@mawid/service";
import { paymentsService } from "../src/app.ts";
import { paymentsDb } from "../src/db/tables.ts";
import { lastTenNightsDates } from "../src/donation/recurring-dates.ts";
import { type RecurringCharger, testCharger } from "../src/recurring/charger.ts";
import { chargeDueGifts } from "../src/recurring/charge-due-gifts.ts";
import {
  organizationCreated,
  outboxTypes,
  type PaymentsTestService,
  person,
  usePaymentsService,
} from "./harness.ts";

// The scheduler's pass is run with a chosen clock (`now`) on a real PostgreSQL, by two service
// instances on one database, and by one started again, as production runs it.

const service = usePaymentsService();
let other: PaymentsTestService;

beforeAll(async () => {
  other = (await startTestService(paymentsService, service.database().url)) as unknown as PaymentsTestService;
});
afterAll(async () => {
  await other?.close();
});

type Claims = Parameters<PaymentsTestService["bearer"]>[0];

async function call(method: "GET" | "POST", url: string, claims: Claims, payload?: unknown) {
  return service().app.inject({
    method,
    url,
    headers: await service().bearer(claims),
    payload: payload as object,
  });
}

/** A recurring gift whose first payment was made on the test page. */
async function recurringGift(donor: Claims, recurring: "monthly" | "last-ten-nights", amount = 1000) {
  const organizationId = await organizationCreated(service().ctx.db);
  const started = await call("POST", "/api/v1/donations", donor, {
    organizationId,
    amount,
    currency: "GBP",
    fund: "sadaqah",
    recurring,
  });
  expect(started.statusCode).toBe(201);
  const { donationId, paymentId } = started.json();
  const done = await call("POST", `/api/v1/payments/${paymentId}/test/complete`, donor);
  expect(done.statusCode).toBe(200);
  return { recurringGiftId: donationId as string, organizationId };
}

const db = () => paymentsDb(service().ctx.db);

async function chargedDates(recurringGiftId: string) {
  const rows = await db()
    .selectFrom("recurring_charges")
    .innerJoin("payments", "payments.payment_id", "recurring_charges.payment_id")
    .innerJoin("donations", "donations.payment_id", "payments.payment_id")
    .select(["recurring_charges.due_date", "payments.status", "donations.fund", "donations.amount"])
    .where("recurring_charges.recurring_gift_id", "=", recurringGiftId)
    .orderBy("recurring_charges.due_date")
    .execute();
  return rows;
}

/** Midday UTC of a date: the scheduler's clock. */
const on = (date: string) => new Date(`${date}T12:00:00.000Z`);

describe("recurring gifts charged by the scheduler", () => {
  it("charges each of the last ten nights once, with two instances and a restart, each its own gift and receipt", async () => {
    const donor = person();
    const { recurringGiftId, organizationId } = await recurringGift(donor, "last-ten-nights");
    const nights = lastTenNightsDates(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
    expect(nights.length).toBeGreaterThanOrEqual(9);

    const listed = await call("GET", "/api/v1/donations/recurring", donor);
    expect(listed.json().items).toEqual([
      expect.objectContaining({
        recurringGiftId,
        status: "active",
        nextDate: nights[0],
        paid: 1,
        total: 1 + nights.length,
      }),
    ]);
    // Nothing is due before the first night.
    expect(await chargeDueGifts(db(), testCharger, on("2026-12-01"))).toBe(0);

    for (const night of nights) {
      // Both instances run their pass at the same moment: one charge between them.
      const [a, b] = await Promise.all([
        chargeDueGifts(db(), testCharger, on(night)),
        chargeDueGifts(paymentsDb(other.ctx.db), testCharger, on(night)),
      ]);
      expect(a + b).toBeGreaterThanOrEqual(1);
    }
    const charged = await chargedDates(recurringGiftId);
    expect(charged.map((c) => c.due_date)).toEqual(nights);
    for (const c of charged) expect(c).toMatchObject({ status: "succeeded", fund: "sadaqah", amount: 1000 });

    // Started again after the last night: nothing is charged twice.
    await other.close();
    other = (await startTestService(
      paymentsService,
      service.database().url,
    )) as unknown as PaymentsTestService;
    expect(await chargeDueGifts(paymentsDb(other.ctx.db), testCharger, on("2027-12-31"))).toBe(0);
    expect(await chargedDates(recurringGiftId)).toHaveLength(nights.length);

    const payments = await db()
      .selectFrom("payments")
      .select(["payment_id", "status"])
      .where("organization_id", "=", organizationId)
      .execute();
    expect(payments).toHaveLength(1 + nights.length);
    for (const p of payments) {
      expect(p.status).toBe("succeeded");
      expect(await outboxTypes(service().ctx.db, p.payment_id)).toEqual([
        "PaymentStarted",
        "PaymentSucceeded",
      ]);
      const receipt = await call("GET", `/api/v1/payments/${p.payment_id}/receipt.pdf`, donor);
      expect(receipt.statusCode).toBe(200);
    }
    const finished = (await call("GET", "/api/v1/donations/recurring", donor)).json().items[0];
    expect(finished).toMatchObject({
      status: "finished",
      nextDate: null,
      paid: 1 + nights.length,
      failed: 0,
    });
  });

  it("stops charging once the donor cancels, and only the donor may cancel", async () => {
    const donor = person();
    const { recurringGiftId } = await recurringGift(donor, "monthly", 2500);
    const dates = (
      await db()
        .selectFrom("recurring_gifts")
        .select("dates")
        .where("recurring_gift_id", "=", recurringGiftId)
        .executeTakeFirstOrThrow()
    ).dates;
    expect(dates).toHaveLength(12);

    expect(await chargeDueGifts(db(), testCharger, on(dates[1]!))).toBeGreaterThanOrEqual(2);
    expect((await chargedDates(recurringGiftId)).map((c) => c.due_date)).toEqual(dates.slice(0, 2));

    const stranger = await call("POST", `/api/v1/donations/${recurringGiftId}/cancel`, person());
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBe("RECURRING_GIFT_NOT_FOUND");
    const cancelled = await call("POST", `/api/v1/donations/${recurringGiftId}/cancel`, donor);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "cancelled", nextDate: null, paid: 3 });
    expect((await call("POST", `/api/v1/donations/${recurringGiftId}/cancel`, donor)).statusCode).toBe(200);

    await chargeDueGifts(db(), testCharger, on("2028-12-31"));
    expect(await chargedDates(recurringGiftId)).toHaveLength(2);
    expect((await call("GET", "/api/v1/donations/recurring", person())).json()).toEqual({ items: [] });
  });

  it("charges the gifts come due on one day side by side, batch after batch, each date once", async () => {
    const gifts: string[] = [];
    for (let i = 0; i < 5; i++) gifts.push((await recurringGift(person(), "monthly", 700)).recurringGiftId);
    const { dates } = await db()
      .selectFrom("recurring_gifts")
      .select("dates")
      .where("recurring_gift_id", "=", gifts[0]!)
      .executeTakeFirstOrThrow();
    let charging = 0;
    let most = 0;
    const slowProvider: RecurringCharger = {
      provider: "test",
      async charge() {
        most = Math.max(most, ++charging);
        await new Promise((resolve) => setTimeout(resolve, 30));
        charging--;
        return { status: "succeeded", providerRef: null };
      },
    };
    // two dates read at a time: the pass goes on to the next two until none is left
    expect(await chargeDueGifts(db(), slowProvider, on(dates[0]!), { batch: 2, concurrency: 2 })).toBe(5);
    expect(most).toBe(2);
    for (const gift of gifts) expect((await chargedDates(gift)).map((c) => c.due_date)).toEqual([dates[0]]);
    expect(await chargeDueGifts(db(), slowProvider, on(dates[0]!), { batch: 2, concurrency: 2 })).toBe(0);
  });

  it("starts no schedule for a one-off gift", async () => {
    const donor = person();
    const organizationId = await organizationCreated(service().ctx.db);
    const gift = await call("POST", "/api/v1/donations", donor, {
      organizationId,
      amount: 500,
      currency: "GBP",
      fund: "zakat",
    });
    await call("POST", `/api/v1/payments/${gift.json().paymentId}/test/complete`, donor);
    expect((await call("GET", "/api/v1/donations/recurring", donor)).json()).toEqual({ items: [] });
  });
});
