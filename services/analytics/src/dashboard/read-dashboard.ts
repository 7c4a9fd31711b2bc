import { type Kysely, sql } from "kysely";
import type { TOrganizationDashboard } from "@mawid/contracts/analytics";
import type { TSection } from "@mawid/contracts/ticketing";
import type { AnalyticsDatabase } from "../db/tables.ts";
import { standingCheckIns, table } from "../reads/facts-sql.ts";
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

/** The organisation's events not yet over (and not cancelled or rejected), with sold and capacity by section. */
async function upcoming(db: Db, schema: string, organizationId: string, now: Date) {
  const events = await db
    .selectFrom("event_facts")
    .select(["event_id", "title", "starts_at", "status", "capacity"])
    .where("organization_id", "=", organizationId)
    .where("ends_at", ">=", now)
    .where((eb) => eb.or([eb("status", "is", null), eb("status", "not in", ["cancelled", "rejected"])]))
    .orderBy("starts_at")
    .limit(UPCOMING)
    .execute();
  if (events.length === 0) return [];
  const ids = events.map((e) => e.event_id);
  // Orders are narrowed by their own event too: the planner then reads both sides through their event
  // index, where a join on the order id alone hashed every organisation's paid orders (the cost grew
  // with the platform, and with a rebuild's fresh rows most of all).
  const [sold, capacity] = await Promise.all([
    sql<{ event_id: string; section: string; sold: string }>`
      SELECT p.event_id, p.section, count(*) AS sold
      FROM ${table(schema, "positions")} p JOIN ${table(schema, "orders")} o ON o.order_id = p.order_id
      WHERE p.event_id = ANY(${ids}::uuid[]) AND o.event_id = ANY(${ids}::uuid[])
        AND o.paid_at IS NOT NULL AND p.refunded_at IS NULL AND p.section IS NOT NULL
      GROUP BY p.event_id, p.section`.execute(db),
    sql<{ event_id: string; section: string; capacity: string | null }>`
      SELECT t.event_id, t.section, COALESCE(max(s.capacity), sum(t.capacity)) AS capacity
      FROM ${table(schema, "ticket_types")} t
      LEFT JOIN ${table(schema, "sections")} s ON s.event_id = t.event_id AND s.section = t.section
      WHERE t.event_id = ANY(${ids}::uuid[]) AND t.section IS NOT NULL
      GROUP BY t.event_id, t.section`.execute(db),
  ]);
  return events.map((e) => {
    const parts = new Map<string, { sold: number; capacity: number | null }>();
    for (const c of capacity.rows.filter((r) => r.event_id === e.event_id))
      parts.set(c.section, { sold: 0, capacity: c.capacity === null ? null : n(c.capacity) });
    for (const s of sold.rows.filter((r) => r.event_id === e.event_id))
      parts.set(s.section, { sold: n(s.sold), capacity: parts.get(s.section)?.capacity ?? null });
    const bySection = [...parts]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([section, p]) => ({ section: section as TSection, ...p }));
    const typesCapacity = bySection.every((s) => s.capacity !== null) && bySection.length > 0;
    return {
      eventId: e.event_id,
      title: e.title ?? "",
      startsAt: (e.starts_at ?? now).toISOString(),
      status: e.status ?? "draft",
      sold: bySection.reduce((sum, s) => sum + s.sold, 0),
      capacity:
        e.capacity ?? (typesCapacity ? bySection.reduce((sum, s) => sum + (s.capacity ?? 0), 0) : null),
      bySection,
    };
  });
}

/** Events happening today (UTC) and their standing check-ins since midnight, against tickets sold. */
async function checkInsToday(db: Db, schema: string, organizationId: string, now: Date) {
  const today = startOfDay(now);
  const tomorrow = new Date(today.getTime() + DAY);
  const { rows } = await sql<{ event_id: string; title: string | null; checked_in: string; sold: string }>`
    SELECT e.event_id, e.title,
      (SELECT count(DISTINCT c.ticket_id) FROM (${standingCheckIns(schema, sql`a.event_id = e.event_id`)}) c
        WHERE c.at >= ${today}) AS checked_in,
      (SELECT count(*) FROM ${table(schema, "positions")} p JOIN ${table(schema, "orders")} o ON o.order_id = p.order_id
        WHERE p.event_id = e.event_id AND o.event_id = e.event_id AND o.paid_at IS NOT NULL AND p.refunded_at IS NULL) AS sold
    FROM ${table(schema, "event_facts")} e
    WHERE e.organization_id = ${organizationId} AND e.starts_at < ${tomorrow} AND e.ends_at >= ${today}
      AND e.status IS DISTINCT FROM 'cancelled'
    ORDER BY e.starts_at`.execute(db);
  return rows.map((r) => ({
    eventId: r.event_id,
    title: r.title ?? "",
    checkedIn: n(r.checked_in),
    sold: n(r.sold),
  }));
}

/** Gifts received since the first of this month (UTC), net of their own refunds, per currency and fund. */
async function donationsThisMonth(db: Db, schema: string, organizationId: string, now: Date) {
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const { rows } = await sql<{ currency: string; fund: string; amount: string }>`
    SELECT d.currency, d.fund, sum(d.amount - COALESCE(
      (SELECT sum(x.amount) FROM ${table(schema, "donation_refunds")} x WHERE x.donation_id = d.donation_id), 0)) AS amount
    FROM ${table(schema, "donations")} d
    WHERE d.organization_id = ${organizationId} AND d.received_at >= ${month}
    GROUP BY d.currency, d.fund`.execute(db);
  return byCurrencyAndFund(rows);
}

/** What needs doing: verification first, then the rest by its deadline. */
async function todo(db: Db, schema: string, organizationId: string, now: Date): Promise<Todo[]> {
  const warnUntil = new Date(startOfDay(now).getTime() + CERTIFICATE_WARNING_DAYS * DAY)
    .toISOString()
    .slice(0, 10);
  const [events, vendors, verification] = await Promise.all([
    db
      .selectFrom("event_facts")
      .select(["event_id", "title", "starts_at", "status"])
      .where("organization_id", "=", organizationId)
      .where("status", "in", ["submitted", "draft"])
      .where("ends_at", ">=", now)
      .execute(),
    sql<{ event_id: string; name: string; expires: string; title: string | null }>`
      SELECT v.event_id, v.name, v.certificate_expires_on::text AS expires, e.title
      FROM ${table(schema, "vendors")} v JOIN ${table(schema, "event_facts")} e ON e.event_id = v.event_id
      WHERE v.organization_id = ${organizationId} AND v.certificate_expires_on <= ${warnUntil}::date
        AND e.ends_at >= ${now} AND e.status IS DISTINCT FROM 'cancelled'`.execute(db),
    db
      .selectFrom("verifications")
      .select("status")
      .where("organization_id", "=", organizationId)
      .executeTakeFirst(),
  ]);
  const items: Todo[] = [
    ...events.map((e) => ({
      kind: e.status === "submitted" ? ("awaiting_approval" as const) : ("draft_not_submitted" as const),
      eventId: e.event_id,
      title: e.title ?? "",
      due: e.starts_at?.toISOString() ?? null,
    })),
    ...vendors.rows.map((v) => ({
      kind: "certificate_expiring" as const,
      eventId: v.event_id,
      title: `${v.name} (${v.title ?? ""})`,
      due: `${v.expires}T23:59:59.999Z`,
    })),
  ].sort((a, b) => (a.due ?? "").localeCompare(b.due ?? ""));
  const unverified = !verification || verification.status === null;
  return unverified
    ? [
        { kind: "verification_not_requested", eventId: null, title: "Request host verification", due: null },
        ...items,
      ]
    : items;
}

export async function readDashboard(
  db: Db,
  schema: string,
  organizationId: string,
  now: Date,
): Promise<TOrganizationDashboard> {
  const [up, today, gifts, toDo] = await Promise.all([
    upcoming(db, schema, organizationId, now),
    checkInsToday(db, schema, organizationId, now),
    donationsThisMonth(db, schema, organizationId, now),
    todo(db, schema, organizationId, now),
  ]);
  return {
    organizationId,
    upcoming: up,
    checkInsToday: today,
    donationsThisMonth: gifts,
    todo: toDo,
    updatedAt: now.toISOString(),
  };
}
