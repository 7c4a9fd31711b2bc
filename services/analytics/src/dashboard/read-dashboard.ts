import { schemaStatement } from "@mawid/eventstore";
import { CompiledQuery, type Kysely, sql } from "kysely";
import type { TOrganizationDashboard } from "@mawid/contracts/analytics";
import type { TSection } from "@mawid/contracts/ticketing";
import type { AnalyticsDatabase } from "../db/tables.ts";
import { standingCheckIns } from "../reads/facts-sql.ts";
import { byCurrencyAndFund } from "../summary/read-summary.ts";

type Db = Kysely<AnalyticsDatabase>;
type Todo = TOrganizationDashboard["todo"][number];
const n = (v: unknown) => Number(v ?? 0);
const DAY = 86_400_000;

/** Upcoming events shown at most, soonest first. */
const UPCOMING = 20;
/** A vendor's halal certificate needs renewing this many days before it expires. */
const CERTIFICATE_WARNING_DAYS = 30;

const startOfDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** The statement's one row: each part as JSON, so timestamps arrive as text. */
interface DashboardRow {
  upcoming: {
    event_id: string;
    title: string | null;
    starts_at: string | null;
    status: string | null;
    capacity: number | null;
  }[];
  sold: { event_id: string; section: string; sold: number }[];
  capacity: { event_id: string; section: string; capacity: number | null }[];
  today: { event_id: string; title: string | null; checked_in: number; sold: number }[];
  gifts: { currency: string; fund: string; amount: number }[];
  unfinished: { event_id: string; title: string | null; starts_at: string | null; status: string | null }[];
  certificates: { event_id: string; name: string; expires: string; title: string | null }[];
  /** The organisation's verification row, if it has one. */
  verification: { status: string | null } | null;
}

/**
 * The whole dashboard in ONE fixed text, so it runs as a prepared statement: one round trip, planned
 * once per connection. Seven statements, each parsed and planned afresh, cost PostgreSQL more to plan
 * than to run, and a host's dashboard waited for the slowest of four connections.
 *   $1 organisation, $2 now, $3 start of today, $4 start of tomorrow, $5 start of this month, $6 the
 *   last day a halal certificate may expire on and not yet be flagged.
 * Upcoming: events not yet over (and not cancelled or rejected), soonest first, with sold and capacity by
 * section; orders are narrowed by their own event too, so the planner reads both sides through their
 * event index (a join on the order id alone hashed every organisation's paid orders). Today: events
 * happening today (UTC), their standing check-ins since midnight against tickets sold. Gifts: received
 * since the first of the month, net of their own refunds. Unfinished: submitted or draft events not over.
 */
function dashboardStatement(db: Db, schema: string): string {
  return schemaStatement("analytics-dashboard", schema, (s) => {
    const checkIns = standingCheckIns(schema, sql`a.event_id = e.event_id`).compile(db).sql;
    return `WITH up AS (
  SELECT e.event_id, e.title, e.starts_at, e.status, e.capacity FROM ${s}.event_facts e
  WHERE e.organization_id = $1::uuid AND e.ends_at >= $2::timestamptz
    AND (e.status IS NULL OR e.status NOT IN ('cancelled', 'rejected'))
  ORDER BY e.starts_at LIMIT ${UPCOMING}
), ids AS (SELECT coalesce(array_agg(event_id), '{}') AS ids FROM up)
SELECT
  (SELECT coalesce(json_agg(up ORDER BY up.starts_at), '[]') FROM up) AS upcoming,
  (SELECT coalesce(json_agg(x), '[]') FROM (
    SELECT p.event_id, p.section, count(*) AS sold
    FROM ${s}.positions p JOIN ${s}.orders o ON o.order_id = p.order_id
    WHERE p.event_id = ANY((SELECT ids FROM ids)::uuid[]) AND o.event_id = ANY((SELECT ids FROM ids)::uuid[])
      AND o.paid_at IS NOT NULL AND p.refunded_at IS NULL AND p.section IS NOT NULL
    GROUP BY p.event_id, p.section) x) AS sold,
  (SELECT coalesce(json_agg(x), '[]') FROM (
    SELECT t.event_id, t.section, COALESCE(max(c.capacity), sum(t.capacity)) AS capacity
    FROM ${s}.ticket_types t
    LEFT JOIN ${s}.sections c ON c.event_id = t.event_id AND c.section = t.section
    WHERE t.event_id = ANY((SELECT ids FROM ids)::uuid[]) AND t.section IS NOT NULL
    GROUP BY t.event_id, t.section) x) AS capacity,
  (SELECT coalesce(json_agg(x ORDER BY x.starts_at), '[]') FROM (
    SELECT e.event_id, e.title, e.starts_at,
      (SELECT count(DISTINCT c.ticket_id) FROM (${checkIns}) c WHERE c.at >= $3::timestamptz) AS checked_in,
      (SELECT count(*) FROM ${s}.positions p JOIN ${s}.orders o ON o.order_id = p.order_id
        WHERE p.event_id = e.event_id AND o.event_id = e.event_id AND o.paid_at IS NOT NULL
          AND p.refunded_at IS NULL) AS sold
    FROM ${s}.event_facts e
    WHERE e.organization_id = $1::uuid AND e.starts_at < $4::timestamptz AND e.ends_at >= $3::timestamptz
      AND e.status IS DISTINCT FROM 'cancelled') x) AS today,
  (SELECT coalesce(json_agg(x), '[]') FROM (
    SELECT d.currency, d.fund, sum(d.amount - COALESCE(
      (SELECT sum(r.amount) FROM ${s}.donation_refunds r WHERE r.donation_id = d.donation_id), 0)) AS amount
    FROM ${s}.donations d
    WHERE d.organization_id = $1::uuid AND d.received_at >= $5::timestamptz
    GROUP BY d.currency, d.fund) x) AS gifts,
  (SELECT coalesce(json_agg(x), '[]') FROM (
    SELECT e.event_id, e.title, e.starts_at, e.status FROM ${s}.event_facts e
    WHERE e.organization_id = $1::uuid AND e.status IN ('submitted', 'draft') AND e.ends_at >= $2::timestamptz) x) AS unfinished,
  (SELECT coalesce(json_agg(x), '[]') FROM (
    SELECT v.event_id, v.name, v.certificate_expires_on::text AS expires, e.title
    FROM ${s}.vendors v JOIN ${s}.event_facts e ON e.event_id = v.event_id
    WHERE v.organization_id = $1::uuid AND v.certificate_expires_on <= $6::date
      AND e.ends_at >= $2::timestamptz AND e.status IS DISTINCT FROM 'cancelled') x) AS certificates,
  (SELECT json_build_object('status', v.status) FROM ${s}.verifications v WHERE v.organization_id = $1::uuid) AS verification`;
  });
}

/** Upcoming events with sold and capacity by section. */
function upcoming(row: DashboardRow, now: Date) {
  return row.upcoming.map((e) => {
    const parts = new Map<string, { sold: number; capacity: number | null }>();
    for (const c of row.capacity.filter((r) => r.event_id === e.event_id))
      parts.set(c.section, { sold: 0, capacity: c.capacity === null ? null : n(c.capacity) });
    for (const s of row.sold.filter((r) => r.event_id === e.event_id))
      parts.set(s.section, { sold: n(s.sold), capacity: parts.get(s.section)?.capacity ?? null });
    const bySection = [...parts]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([section, p]) => ({ section: section as TSection, ...p }));
    const typesCapacity = bySection.every((s) => s.capacity !== null) && bySection.length > 0;
    return {
      eventId: e.event_id,
      title: e.title ?? "",
      startsAt: (e.starts_at ? new Date(e.starts_at) : now).toISOString(),
      status: e.status ?? "draft",
      sold: bySection.reduce((sum, s) => sum + s.sold, 0),
      capacity:
        e.capacity ?? (typesCapacity ? bySection.reduce((sum, s) => sum + (s.capacity ?? 0), 0) : null),
      bySection,
    };
  });
}

/** What needs doing: verification first, then the rest by its deadline. */
function todo(row: DashboardRow): Todo[] {
  const items: Todo[] = [
    ...row.unfinished.map((e) => ({
      kind: e.status === "submitted" ? ("awaiting_approval" as const) : ("draft_not_submitted" as const),
      eventId: e.event_id,
      title: e.title ?? "",
      due: e.starts_at ? new Date(e.starts_at).toISOString() : null,
    })),
    ...row.certificates.map((v) => ({
      kind: "certificate_expiring" as const,
      eventId: v.event_id,
      title: `${v.name} (${v.title ?? ""})`,
      due: `${v.expires}T23:59:59.999Z`,
    })),
  ].sort((a, b) => (a.due ?? "").localeCompare(b.due ?? ""));
  const unverified = row.verification === null || row.verification.status === null;
  return unverified
    ? [
        { kind: "verification_not_requested", eventId: null, title: "Request host verification", due: null },
        ...items,
      ]
    : items;
}

/**
 * `db` must keep the statement's generic plan (plan_cache_mode = force_generic_plan on its connections):
 * PostgreSQL's own choice keeps planning the statement afresh for each organisation (its plan for any
 * organisation looks dearer on paper), and planning it costs more than running it: told to keep the
 * one plan, a dashboard costs 2.5 ms of its time instead of 6.
 */
export async function readDashboard(
  db: Db,
  schema: string,
  organizationId: string,
  now: Date,
): Promise<TOrganizationDashboard> {
  const today = startOfDay(now);
  const warnUntil = new Date(today.getTime() + CERTIFICATE_WARNING_DAYS * DAY).toISOString().slice(0, 10);
  const query = CompiledQuery.raw(dashboardStatement(db, schema), [
    organizationId,
    now,
    today,
    new Date(today.getTime() + DAY),
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    warnUntil,
  ]);
  const { rows } = await db.executeQuery<DashboardRow>(query);
  const row = rows[0]!;
  return {
    organizationId,
    upcoming: upcoming(row, now),
    checkInsToday: row.today.map((r) => ({
      eventId: r.event_id,
      title: r.title ?? "",
      checkedIn: n(r.checked_in),
      sold: n(r.sold),
    })),
    donationsThisMonth: byCurrencyAndFund(row.gifts),
    todo: todo(row),
    updatedAt: now.toISOString(),
  };
}
