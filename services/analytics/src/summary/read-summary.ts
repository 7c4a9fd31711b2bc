import { type Kysely, sql } from "kysely";
import type { TEventSummary } from "@mawid/contracts/analytics";
import { emptyByFund, type TByFund } from "@mawid/contracts/payments";
import type { TSection } from "@mawid/contracts/ticketing";
import type { AnalyticsDatabase } from "../db/tables.ts";
import type { EventFacts } from "../reads/access.ts";
import { refundFeeShare, refundRevenueShare, standingCheckIns, table } from "../reads/facts-sql.ts";

type Db = Kysely<AnalyticsDatabase>;
const n = (v: unknown) => Number(v ?? 0);

/** Tickets sold (paid, not refunded) per section. */
async function soldBySection(db: Db, schema: string, eventId: string) {
  const { rows } = await sql<{ section: string; sold: string }>`
    SELECT p.section, count(*) AS sold
    FROM ${table(schema, "positions")} p JOIN ${table(schema, "orders")} o ON o.order_id = p.order_id
    WHERE p.event_id = ${eventId} AND o.paid_at IS NOT NULL AND p.refunded_at IS NULL AND p.section IS NOT NULL
    GROUP BY p.section`.execute(db);
  return new Map(rows.map((r) => [r.section, n(r.sold)]));
}

/** Tickets with a standing check-in, per section. */
async function checkedInBySection(db: Db, schema: string, eventId: string) {
  const { rows } = await sql<{ section: string; n: string }>`
    SELECT section, count(DISTINCT ticket_id) AS n
    FROM (${standingCheckIns(schema, sql`a.event_id = ${eventId}`)}) c
    GROUP BY section`.execute(db);
  return new Map(rows.map((r) => [r.section, n(r.n)]));
}

/** Ticket revenue and platform fees per currency, net of refunds. */
async function money(db: Db, schema: string, eventId: string) {
  const { rows } = await sql<{ currency: string; revenue: string; fees: string }>`
    SELECT currency, sum(revenue) AS revenue, sum(fees) AS fees FROM (
      SELECT o.currency, o.ticket_revenue AS revenue, o.fees + o.fees_absorbed AS fees
      FROM ${table(schema, "orders")} o
      WHERE o.event_id = ${eventId} AND o.paid_at IS NOT NULL AND o.ticket_revenue IS NOT NULL
      UNION ALL
      SELECT r.currency, -${refundRevenueShare}, -${refundFeeShare}
      FROM ${table(schema, "refunds")} r JOIN ${table(schema, "orders")} o ON o.order_id = r.order_id
      WHERE r.event_id = ${eventId}
    ) m GROUP BY currency ORDER BY currency`.execute(db);
  return {
    revenue: rows.map((r) => ({ currency: r.currency, amount: n(r.revenue) })),
    fees: rows.map((r) => ({ currency: r.currency, amount: n(r.fees) })),
  };
}

/** Gifts given with the event's orders, per currency and fund, net of their own refunds. */
export async function donationsOfEvent(db: Db, schema: string, eventId: string) {
  const { rows } = await sql<{ currency: string; fund: string; amount: string }>`
    SELECT d.currency, d.fund, sum(d.amount - COALESCE(
      (SELECT sum(x.amount) FROM ${table(schema, "donation_refunds")} x WHERE x.donation_id = d.donation_id), 0)) AS amount
    FROM ${table(schema, "donations")} d JOIN ${table(schema, "orders")} o ON o.order_id = d.order_id
    WHERE o.event_id = ${eventId}
    GROUP BY d.currency, d.fund`.execute(db);
  return byCurrencyAndFund(rows);
}

export function byCurrencyAndFund(
  rows: readonly { currency: string; fund: string; amount: string | number }[],
) {
  const byCurrency = new Map<string, TByFund>();
  for (const r of rows) {
    const funds = byCurrency.get(r.currency) ?? emptyByFund();
    if (r.fund in funds) funds[r.fund as keyof TByFund] += n(r.amount);
    byCurrency.set(r.currency, funds);
  }
  return [...byCurrency]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([currency, byFund]) => ({ currency, byFund }));
}

async function conversion(db: Db, schema: string, eventId: string) {
  const { rows } = await sql<{ views: string; orders: string }>`
    SELECT (SELECT COALESCE(sum(views), 0) FROM ${table(schema, "page_views")} WHERE event_id = ${eventId}) AS views,
           (SELECT count(*) FROM ${table(schema, "orders")} WHERE event_id = ${eventId} AND placed_at IS NOT NULL) AS orders`.execute(
    db,
  );
  return { pageViews: n(rows[0]?.views), orders: n(rows[0]?.orders) };
}

/** Each of the event's codes and the orders holding or having paid with it (as ticketing counts uses). */
async function promoCodeUses(db: Db, schema: string, eventId: string) {
  const { rows } = await sql<{ code: string; uses: string }>`
    SELECT code, sum(used) AS uses FROM (
      SELECT upper(code) AS code, 0 AS used FROM ${table(schema, "promo_codes")} WHERE event_id = ${eventId} AND code IS NOT NULL
      UNION ALL
      SELECT upper(promo_code), 1 FROM ${table(schema, "orders")}
      WHERE event_id = ${eventId} AND promo_code IS NOT NULL AND expired_at IS NULL AND cancelled_at IS NULL
    ) u GROUP BY code ORDER BY sum(used) DESC, code`.execute(db);
  return rows.map((r) => ({ code: r.code, uses: n(r.uses) }));
}

/** The event's capacity, else its ticket types' together; null when neither says. */
export async function capacityOf(db: Db, schema: string, event: EventFacts): Promise<number | null> {
  if (event.capacity !== null) return event.capacity;
  const { rows } = await sql<{ capacity: string | null }>`
    SELECT sum(capacity) AS capacity FROM ${table(schema, "ticket_types")} WHERE event_id = ${event.eventId}`.execute(
    db,
  );
  return rows[0]?.capacity == null ? null : n(rows[0].capacity);
}

/** The share of sold tickets never checked in, once the event has ended (and was not cancelled). */
export function noShowRate(event: EventFacts, sold: number, checkedIn: number, now: Date): number | null {
  if (!event.endsAt || event.endsAt > now || event.status === "cancelled" || sold === 0) return null;
  return 1 - Math.min(checkedIn, sold) / sold;
}

export async function readEventSummary(
  db: Db,
  schema: string,
  event: EventFacts,
  now: Date,
): Promise<TEventSummary> {
  const [sold, checkedIn, totals, donationsByFund, views, promo, capacity] = await Promise.all([
    soldBySection(db, schema, event.eventId),
    checkedInBySection(db, schema, event.eventId),
    money(db, schema, event.eventId),
    donationsOfEvent(db, schema, event.eventId),
    conversion(db, schema, event.eventId),
    promoCodeUses(db, schema, event.eventId),
    capacityOf(db, schema, event),
  ]);
  const sections = [...new Set([...sold.keys(), ...checkedIn.keys()])].sort() as TSection[];
  const soldTotal = [...sold.values()].reduce((a, b) => a + b, 0);
  const checkedInTotal = [...checkedIn.values()].reduce((a, b) => a + b, 0);
  return {
    eventId: event.eventId,
    sold: soldTotal,
    capacity,
    bySection: sections.map((section) => ({
      section,
      sold: sold.get(section) ?? 0,
      checkedIn: checkedIn.get(section) ?? 0,
    })),
    revenue: totals.revenue,
    fees: totals.fees,
    donationsByFund,
    checkedIn: checkedInTotal,
    noShowRate: noShowRate(event, soldTotal, checkedInTotal, now),
    pageViews: views.pageViews,
    orders: views.orders,
    promoCodeUses: promo,
    updatedAt: now.toISOString(),
  };
}
