import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "@mawid/eventstore";
import { migrateService } from "@mawid/service";
import {
  createTestDatabase,
  pagesRead,
  kyselyStatements,
  tablePages,
  type TestDatabase,
} from "@mawid/testing";
import { paymentsService } from "../app.ts";
import { paymentsDb } from "../db/tables.ts";
import type { RecurringGiftEvent } from "./decider.ts";
import { dueCharges, giftsWithChargesToResume, giftsWithUnclaimedDates } from "./due-charges.ts";
import { projectRecurringGifts } from "./project.ts";

let tdb: TestDatabase;
let db: Kysely<unknown>;

beforeAll(async () => {
  tdb = await createTestDatabase("payments_due_charges");
  db = createDatabase({ url: tdb.url, max: 2 });
  await migrateService(paymentsService, db, false);
});
afterAll(async () => {
  await db.destroy();
  await tdb.drop();
});

/** The scheduler's clock: midday UTC on 15 June 2026. */
const NOW = new Date("2026-06-15T12:00:00.000Z");
const hoursFromNow = (h: number) => new Date(NOW.getTime() + h * 3_600_000).toISOString();

const project = (...events: RecurringGiftEvent[]) =>
  db.transaction().execute((trx) => projectRecurringGifts(trx, events));

/** A gift started through its projection, with these later dates. */
async function gift(dates: string[], provider: "test" | "stripe" = "test"): Promise<string> {
  const recurringGiftId = randomUUID();
  await project({
    type: "RecurringGiftStarted",
    version: 1,
    data: {
      recurringGiftId,
      firstPaymentId: randomUUID(),
      organizationId: randomUUID(),
      donorId: randomUUID(),
      amount: 1000,
      currency: "GBP",
      fund: "sadaqah",
      recurring: "monthly",
      anonymous: false,
      message: null,
      giftAid: null,
      provider,
      dates,
      startedAt: "2026-04-15T09:00:00.000Z",
    },
  });
  return recurringGiftId;
}

function attempted(recurringGiftId: string, date: string, leaseUntil: string): RecurringGiftEvent {
  return {
    type: "RecurringChargeAttempted",
    version: 1,
    data: {
      recurringGiftId,
      date,
      paymentId: randomUUID(),
      donationId: randomUUID(),
      attempt: 1,
      leaseUntil,
      attemptedAt: hoursFromNow(-1),
    },
  };
}

function failed(recurringGiftId: string, date: string, retryAt: string): RecurringGiftEvent {
  return {
    type: "RecurringChargeFailed",
    version: 1,
    data: {
      recurringGiftId,
      date,
      paymentId: randomUUID(),
      attempt: 1,
      reason: "card_declined",
      retryAt,
      failedAt: hoursFromNow(-1),
    },
  };
}

function succeeded(recurringGiftId: string, date: string): RecurringGiftEvent {
  return {
    type: "RecurringChargeSucceeded",
    version: 1,
    data: { recurringGiftId, date, paymentId: randomUUID(), succeededAt: hoursFromNow(-1) },
  };
}

/** Years of gifts whose every date was charged and paid, as the projection leaves them. */
async function pastGifts(n: number): Promise<void> {
  await sql`
    INSERT INTO payments.recurring_gifts (recurring_gift_id, first_payment_id, organization_id, donor_id, amount,
      currency, fund, recurring, anonymous, message, gift_aid, provider, dates, status, started_at, next_unclaimed)
    SELECT 'past-' || g, gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), 1000, 'GBP', 'sadaqah', 'monthly',
      false, NULL, NULL, 'test', to_jsonb(ARRAY(SELECT to_char(date '2024-01-10' + make_interval(months => m), 'YYYY-MM-DD')
        FROM generate_series(1, 12) AS m)), 'active', '2024-01-10', NULL
    FROM generate_series(1, ${n}) AS g`.execute(db);
  await sql`
    INSERT INTO payments.recurring_charges (recurring_gift_id, due_date, payment_id, donation_id, attempt, outcome,
      not_before, last_error, updated_at)
    SELECT g.recurring_gift_id, d.date, gen_random_uuid(), gen_random_uuid(), 1, 'succeeded', NULL, NULL, now()
    FROM payments.recurring_gifts g CROSS JOIN LATERAL jsonb_array_elements_text(g.dates) AS d(date)
    WHERE g.recurring_gift_id LIKE 'past-%'`.execute(db);
}

const nextUnclaimed = async (recurringGiftId: string) =>
  (
    await paymentsDb(db)
      .selectFrom("recurring_gifts")
      .select("next_unclaimed")
      .where("recurring_gift_id", "=", recurringGiftId)
      .executeTakeFirstOrThrow()
  ).next_unclaimed;

describe("the recurring charges a scheduler's pass finds due", () => {
  it("are each gift's dates come due and unclaimed, and its refused or abandoned-by-a-claimer charges whose time has come", async () => {
    await pastGifts(10_000);
    // charged in May, June's date now due
    const june = await gift(["2026-05-15", "2026-06-15", "2026-07-15"]);
    await project(attempted(june, "2026-05-15", "2026-05-15T12:10:00.000Z"), succeeded(june, "2026-05-15"));
    // June's charge refused yesterday, tried again from an hour ago
    const retry = await gift(["2026-06-14", "2026-07-14"]);
    await project(
      attempted(retry, "2026-06-14", hoursFromNow(-23)),
      failed(retry, "2026-06-14", hoursFromNow(-1)),
    );
    // refused, to be tried again tomorrow
    const later = await gift(["2026-06-13", "2026-07-13"]);
    await project(
      attempted(later, "2026-06-13", hoursFromNow(-47)),
      failed(later, "2026-06-13", hoursFromNow(20)),
    );
    // a claimer that stopped mid-charge: its lease ran out
    const lapsed = await gift(["2026-06-12", "2026-07-12"]);
    await project(attempted(lapsed, "2026-06-12", hoursFromNow(-2)));
    // another claimer asking the provider now
    const asking = await gift(["2026-06-11", "2026-07-11"]);
    await project(attempted(asking, "2026-06-11", hoursFromNow(0.1)));
    const cancelled = await gift(["2026-06-01"]);
    await project({
      type: "RecurringGiftCancelled",
      version: 1,
      data: { recurringGiftId: cancelled, cancelledBy: randomUUID(), cancelledAt: hoursFromNow(-400) },
    });
    await gift(["2026-06-02"], "stripe");
    await gift(["2026-06-16"]);
    await sql`ANALYZE payments.recurring_gifts, payments.recurring_charges`.execute(db);

    expect(await nextUnclaimed(june)).toBe("2026-06-15");
    expect(await nextUnclaimed(lapsed)).toBe("2026-07-12");
    expect(await dueCharges(paymentsDb(db), "test", NOW)).toEqual([
      { recurring_gift_id: lapsed, due_date: "2026-06-12" },
      { recurring_gift_id: retry, due_date: "2026-06-14" },
      { recurring_gift_id: june, due_date: "2026-06-15" },
    ]);

    const statements = kyselyStatements(db);
    expect(await tablePages(statements, "payments.recurring_charges")).toBeGreaterThan(500);
    for (const query of [
      giftsWithUnclaimedDates(paymentsDb(db), "test", NOW).compile(),
      giftsWithChargesToResume(paymentsDb(db), "test", NOW).compile(),
    ])
      expect(await pagesRead(statements, query.sql, [...query.parameters])).toBeLessThan(20);
  });

  it("moves a gift's first unclaimed date on as its dates are claimed, to none once all are", async () => {
    const id = await gift(["2026-06-01", "2026-07-01"]);
    expect(await nextUnclaimed(id)).toBe("2026-06-01");
    await project(attempted(id, "2026-06-01", hoursFromNow(-1)));
    expect(await nextUnclaimed(id)).toBe("2026-07-01");
    await project(attempted(id, "2026-07-01", hoursFromNow(-1)));
    expect(await nextUnclaimed(id)).toBeNull();
  });
});
