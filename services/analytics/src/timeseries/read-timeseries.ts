import { type Kysely, type RawBuilder, sql } from "kysely";
import type { TInterval, TMetric, TTimeseries } from "@mawid/contracts/analytics";
import type { AnalyticsDatabase } from "../db/tables.ts";
import { TooManyPointsError } from "../errors.ts";
import { refundFeeShare, refundRevenueShare, standingCheckIns, table } from "../reads/facts-sql.ts";

export interface TimeseriesInput {
  organizationId: string;
  metric: TMetric;
  from: string;
  to: string;
  interval: TInterval;
  eventId?: string;
}

/** Points per series at most: a year of days, five weeks of hours. */
export const MAX_BUCKETS = 1_000;

const BUCKET_MS: Record<Exclude<TInterval, "month">, number> = {
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
};

/** How many intervals [from, to) spans, counting the partial first and last. */
export function bucketCount(from: Date, to: Date, interval: TInterval): number {
  if (interval === "month") {
    return (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth() + 1;
  }
  return Math.ceil((to.getTime() - from.getTime()) / BUCKET_MS[interval]) + 1;
}

/** Every fact of the metric as (at, series, value) rows, for the organisation (and the event). */
function metricFacts(schema: string, q: TimeseriesInput): RawBuilder<unknown> {
  const t = (name: string) => table(schema, name);
  const org = q.organizationId;
  const onEvent = (column: RawBuilder<unknown>) => (q.eventId ? sql`AND ${column} = ${q.eventId}` : sql``);
  switch (q.metric) {
    case "tickets_sold":
      return sql`
        SELECT o.paid_at AS at, p.section AS series, 1 AS value
        FROM ${t("positions")} p JOIN ${t("orders")} o ON o.order_id = p.order_id
        WHERE o.organization_id = ${org} ${onEvent(sql`p.event_id`)} AND o.paid_at IS NOT NULL AND p.section IS NOT NULL
        UNION ALL
        SELECT p.refunded_at, p.section, -1
        FROM ${t("positions")} p JOIN ${t("orders")} o ON o.order_id = p.order_id
        WHERE o.organization_id = ${org} ${onEvent(sql`p.event_id`)} AND o.paid_at IS NOT NULL
          AND p.refunded_at IS NOT NULL AND p.section IS NOT NULL`;
    case "revenue":
    case "fees": {
      const paid = q.metric === "revenue" ? sql`o.ticket_revenue` : sql`o.fees + o.fees_absorbed`;
      const back = q.metric === "revenue" ? refundRevenueShare : refundFeeShare;
      return sql`
        SELECT o.paid_at AS at, o.currency AS series, ${paid} AS value
        FROM ${t("orders")} o
        WHERE o.organization_id = ${org} ${onEvent(sql`o.event_id`)} AND o.paid_at IS NOT NULL AND o.ticket_revenue IS NOT NULL
        UNION ALL
        SELECT r.refunded_at, r.currency, -${back}
        FROM ${t("refunds")} r JOIN ${t("orders")} o ON o.order_id = r.order_id
        WHERE r.organization_id = ${org} ${onEvent(sql`r.event_id`)}`;
    }
    case "donations": {
      const ofEvent = q.eventId
        ? sql`AND EXISTS (SELECT 1 FROM ${t("orders")} o WHERE o.order_id = d.order_id AND o.event_id = ${q.eventId})`
        : sql``;
      return sql`
        SELECT d.received_at AS at, d.currency || ' ' || d.fund AS series, d.amount AS value
        FROM ${t("donations")} d WHERE d.organization_id = ${org} ${ofEvent}
        UNION ALL
        SELECT x.refunded_at, d.currency || ' ' || d.fund, -x.amount
        FROM ${t("donation_refunds")} x JOIN ${t("donations")} d ON d.donation_id = x.donation_id
        WHERE d.organization_id = ${org} ${ofEvent}`;
    }
    case "check_ins":
      return sql`
        SELECT c.at, COALESCE(c.gate_id, 'no gate') AS series, 1 AS value
        FROM (${standingCheckIns(schema, sql`a.organization_id = ${org} ${onEvent(sql`a.event_id`)}`)}) c`;
    case "page_views":
      return sql`
        SELECT v.hour AS at, 'all' AS series, v.views AS value
        FROM ${t("page_views")} v JOIN ${t("event_facts")} e ON e.event_id = v.event_id
        WHERE e.organization_id = ${org} ${onEvent(sql`v.event_id`)}`;
    case "orders":
      return sql`
        SELECT o.placed_at AS at, 'all' AS series, 1 AS value
        FROM ${t("orders")} o
        WHERE o.organization_id = ${org} ${onEvent(sql`o.event_id`)} AND o.placed_at IS NOT NULL`;
  }
}

/**
 * One point per interval and series in [from, to), zeros filled: the series are those with a fact in
 * the range, or "all" when there is none.
 */
export async function readTimeseries(
  db: Kysely<AnalyticsDatabase>,
  schema: string,
  q: TimeseriesInput,
): Promise<TTimeseries> {
  const from = new Date(q.from);
  const to = new Date(q.to);
  if (bucketCount(from, to, q.interval) > MAX_BUCKETS) throw new TooManyPointsError(MAX_BUCKETS);
  const { rows } = await sql<{ at: Date; series: string; value: string }>`
    WITH buckets AS (
      SELECT b AS at FROM generate_series(
        date_trunc(${q.interval}, ${from}::timestamptz, 'UTC'),
        ${to}::timestamptz - interval '1 microsecond',
        ${`1 ${q.interval}`}::interval) AS b
    ), facts AS (
      SELECT date_trunc(${q.interval}, f.at, 'UTC') AS at, f.series, f.value
      FROM (${metricFacts(schema, q)}) f
      WHERE f.at >= ${from}::timestamptz AND f.at < ${to}::timestamptz
    ), named AS (
      SELECT DISTINCT series FROM facts
      UNION ALL SELECT 'all' WHERE NOT EXISTS (SELECT 1 FROM facts)
    ), totals AS (
      SELECT at, series, sum(value) AS value FROM facts GROUP BY at, series
    )
    SELECT b.at, s.series, COALESCE(t.value, 0) AS value
    FROM buckets b CROSS JOIN named s
    LEFT JOIN totals t ON t.at = b.at AND t.series = s.series
    ORDER BY b.at, s.series`.execute(db);
  return {
    metric: q.metric,
    interval: q.interval,
    points: rows.map((r) => ({ at: new Date(r.at).toISOString(), series: r.series, value: Number(r.value) })),
  };
}
