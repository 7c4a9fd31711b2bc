import type { Kysely } from "kysely";
import type { AnalyticsDatabase } from "./db/tables.ts";

/** What every analytics use case may touch. */
export interface AnalyticsDeps {
  db: Kysely<AnalyticsDatabase>;
}
