import type { Kysely } from "kysely";

/** Projection: how many events of each type the platform has seen, per topic. */
export interface PlatformEventCountsTable {
  topic: string;
  event_type: string;
  count: number;
  last_occurred_at: Date;
}

export interface AnalyticsDatabase {
  platform_event_counts: PlatformEventCountsTable;
}

export function analyticsDb(db: Kysely<unknown>, schema = "analytics"): Kysely<AnalyticsDatabase> {
  return (db as Kysely<AnalyticsDatabase>).withSchema(schema);
}
