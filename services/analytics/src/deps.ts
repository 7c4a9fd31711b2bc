import type { Kysely } from "kysely";
import type { AnalyticsDatabase } from "./db/tables.ts";

/** What every analytics use case may touch. */
export interface AnalyticsDeps {
  db: Kysely<AnalyticsDatabase>;
  /** Connections that keep a statement's generic plan, for the dashboard's one statement. */
  dashboards: Kysely<AnalyticsDatabase>;
  /** The service's schema, for the aggregate queries written in SQL. */
  schema: string;
  /** The read time; tests pin it. */
  now: () => Date;
}
