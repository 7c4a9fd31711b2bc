import type { Generated } from "kysely";

/**
 * Capacity counters: a ticket type's own, a section's and the event's. held and sold move only with
 * order events, by a conditional update in the order's transaction; capacity null means no limit.
 */
export interface QuotasTable {
  quota_id: string;
  event_id: string;
  capacity: number | null;
  held: Generated<number>;
  sold: Generated<number>;
}
