import { type RawBuilder, sql } from "kysely";

/** A table of the service's schema. */
export const table = (schema: string, name: string) => sql.id(schema, name);

/**
 * Check-ins that still stand: an undo takes back the ticket's check-in just before it in the ticket's
 * own stream (no other check-in between), wherever either arrived in the log. `where` filters `a`.
 */
export function standingCheckIns(schema: string, where: RawBuilder<unknown>) {
  const admissions = table(schema, "admissions");
  return sql`
    SELECT a.ticket_id, a.event_id, a.organization_id, a.gate_id, a.section, a.at
    FROM ${admissions} a
    WHERE a.kind = 'in' AND ${where}
      AND NOT EXISTS (
        SELECT 1 FROM ${admissions} u
        WHERE u.ticket_id = a.ticket_id AND u.kind = 'undo' AND u.stream_position > a.stream_position
          AND NOT EXISTS (
            SELECT 1 FROM ${admissions} b
            WHERE b.ticket_id = a.ticket_id AND b.kind = 'in'
              AND b.stream_position > a.stream_position AND b.stream_position < u.stream_position))`;
}

/**
 * A refund's share of the order's ticket revenue and of its buyer-paid fees, pro rata to what the buyer
 * paid for them (the refund gives back part of tickets, fees and add-ons alike; the gift is payments').
 * Expressions over `r` (refunds) joined to `o` (orders); 0 until the order's placing is known.
 */
const base = sql`(o.ticket_revenue + o.fees + o.add_ons)`;
export const refundRevenueShare = sql`COALESCE(CASE WHEN ${base} > 0 THEN round(r.amount::numeric * o.ticket_revenue / ${base}) END, 0)`;
export const refundFeeShare = sql`COALESCE(CASE WHEN ${base} > 0 THEN round(r.amount::numeric * o.fees / ${base}) END, 0)`;
