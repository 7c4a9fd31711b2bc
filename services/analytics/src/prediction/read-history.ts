import { type Kysely, sql } from "kysely";
import type { AnalyticsDatabase } from "../db/tables.ts";
import { standingCheckIns, table } from "../reads/facts-sql.ts";
import { type EventTraits, featuresOf } from "./features.ts";
import type { PastEvent } from "./model.ts";

/** Past events the model learns from, most recent first. */
const HISTORY_LIMIT = 500;

interface Row {
  event_id: string;
  category: string | null;
  starts_at: Date;
  time_zone: string;
  latitude: number | null;
  longitude: number | null;
  paid: boolean;
  sold: string;
  came: string;
}

/** Whether any of the event's ticket types has a price. */
export async function isPaid(db: Kysely<AnalyticsDatabase>, eventId: string): Promise<boolean> {
  const row = await db
    .selectFrom("ticket_types")
    .select("ticket_type_id")
    .where("event_id", "=", eventId)
    .where("price", ">", "0")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Ended events (not cancelled) that sold tickets and checked people in, of the organisation or, when
 * organizationId is null, of the whole platform: each with its traits and show-up rate.
 */
export async function readHistory(
  db: Kysely<AnalyticsDatabase>,
  schema: string,
  organizationId: string | null,
  exceptEventId: string,
  now: Date,
): Promise<PastEvent[]> {
  const t = (name: string) => table(schema, name);
  const { rows } = await sql<Row>`
    SELECT * FROM (
      SELECT e.event_id, e.category, e.starts_at, e.time_zone, e.latitude, e.longitude,
        EXISTS (SELECT 1 FROM ${t("ticket_types")} tt WHERE tt.event_id = e.event_id AND tt.price > 0) AS paid,
        (SELECT count(*) FROM ${t("positions")} p JOIN ${t("orders")} o ON o.order_id = p.order_id
          WHERE p.event_id = e.event_id AND o.paid_at IS NOT NULL AND p.refunded_at IS NULL) AS sold,
        (SELECT count(DISTINCT c.ticket_id) FROM (${standingCheckIns(schema, sql`a.event_id = e.event_id`)}) c) AS came
      FROM ${t("event_facts")} e
      WHERE e.ends_at < ${now} AND e.status IS DISTINCT FROM 'cancelled' AND e.event_id <> ${exceptEventId}
        AND e.starts_at IS NOT NULL AND e.time_zone IS NOT NULL
        ${organizationId ? sql`AND e.organization_id = ${organizationId}` : sql``}
      ORDER BY e.ends_at DESC
      LIMIT ${HISTORY_LIMIT}
    ) h WHERE h.sold > 0 AND h.came > 0`.execute(db);
  return rows.map((r) => {
    const traits: EventTraits = {
      category: r.category,
      startsAt: r.starts_at,
      timeZone: r.time_zone,
      latitude: r.latitude,
      longitude: r.longitude,
      paid: r.paid,
    };
    return { features: featuresOf(traits), showUpRate: Math.min(1, Number(r.came) / Number(r.sold)) };
  });
}
