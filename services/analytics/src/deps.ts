import type { Kysely } from "kysely";
import type { AnalyticsDatabase } from "./db/tables.ts";

/** What every analytics use case may touch. */
export interface AnalyticsDeps {
  db: Kysely<AnalyticsDatabase>;
  /** The service's schema, for the aggregate queries written in SQL. */
  schema: string;
  /** The read time; tests pin it. */
  now: () => Date;
}
