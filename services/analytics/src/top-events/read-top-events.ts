import { type Kysely, sql } from "kysely";
import type { TTopEvents } from "@mawid/contracts/analytics";
import type { AnalyticsDatabase } from "../db/tables.ts";
import { refundRevenueShare, standingCheckIns, table } from "../reads/facts-sql.ts";

const n = (v: unknown) => Number(v ?? 0);

/** The organisation's events starting in [from, to), most tickets sold first, with their other figures. */
export async function readTopEvents(
  db: Kysely<AnalyticsDatabase>,
  schema: string,
  organizationId: string,
  { from, to, limit }: { from?: string; to?: string; limit: number },
): Promise<TTopEvents> {
  const t = (name: string) => table(schema, name);
  const { rows } = await sql<{ event_id: string; title: string | null; starts_at: Date; sold: string }>`
    SELECT e.event_id, e.title, e.starts_at,
      (SELECT count(*) FROM ${t("positions")} p JOIN ${t("orders")} o ON o.order_id = p.order_id
        WHERE p.event_id = e.event_id AND o.paid_at IS NOT NULL AND p.refunded_at IS NULL) AS sold
    FROM ${t("event_facts")} e
    WHERE e.organization_id = ${organizationId} AND e.starts_at IS NOT NULL
      ${from ? sql`AND e.starts_at >= ${new Date(from)}` : sql``}
      ${to ? sql`AND e.starts_at < ${new Date(to)}` : sql``}
    ORDER BY sold DESC, e.starts_at DESC
    LIMIT ${limit}`.execute(db);
  const ids = rows.map((r) => r.event_id);
  if (ids.length === 0) return { items: [] };
  const [money, checkIns, views, orders] = await Promise.all([
    sql<{ event_id: string; currency: string; amount: string }>`
      SELECT event_id, currency, sum(amount) AS amount FROM (
        SELECT o.event_id, o.currency, o.ticket_revenue AS amount FROM ${t("orders")} o
        WHERE o.event_id = ANY(${ids}::uuid[]) AND o.paid_at IS NOT NULL AND o.ticket_revenue IS NOT NULL
        UNION ALL
        SELECT r.event_id, r.currency, -${refundRevenueShare} FROM ${t("refunds")} r
        JOIN ${t("orders")} o ON o.order_id = r.order_id WHERE r.event_id = ANY(${ids}::uuid[])
      ) m GROUP BY event_id, currency ORDER BY currency`.execute(db),
    sql<{ event_id: string; n: string }>`
      SELECT event_id, count(DISTINCT ticket_id) AS n
      FROM (${standingCheckIns(schema, sql`a.event_id = ANY(${ids}::uuid[])`)}) c GROUP BY event_id`.execute(
      db,
    ),
    sql<{ event_id: string; n: string }>`
      SELECT event_id, sum(views) AS n FROM ${t("page_views")} WHERE event_id = ANY(${ids}::uuid[]) GROUP BY event_id`.execute(
      db,
    ),
    sql<{ event_id: string; n: string }>`
      SELECT event_id, count(*) AS n FROM ${t("orders")}
      WHERE event_id = ANY(${ids}::uuid[]) AND placed_at IS NOT NULL GROUP BY event_id`.execute(db),
  ]);
  const count = (list: { event_id: string; n: string }[], id: string) =>
    n(list.find((r) => r.event_id === id)?.n);
  return {
    items: rows.map((r) => ({
      eventId: r.event_id,
      title: r.title ?? "",
      startsAt: r.starts_at.toISOString(),
      sold: n(r.sold),
      revenue: money.rows
        .filter((m) => m.event_id === r.event_id)
        .map((m) => ({ currency: m.currency, amount: n(m.amount) })),
      checkedIn: count(checkIns.rows, r.event_id),
      pageViews: count(views.rows, r.event_id),
      orders: count(orders.rows, r.event_id),
    })),
  };
}
