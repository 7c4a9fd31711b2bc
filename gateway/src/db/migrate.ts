import type { Migration } from "@mawid/eventstore";
import * as rateLimitCounts from "./migrations/001-rate-limit-counts.ts";

/** The schema of the rate-limit counts gateway replicas share (replica-limits.ts), named for its owner. */
export const GATEWAY_SCHEMA = "gateway";

/**
 * The gateway's migrations, oldest first, run by the platform's one runner. A new migration is a new
 * numbered file in ./migrations and one line here; a released one is never edited.
 */
export const gatewayMigrations: readonly Migration[] = [
  { name: "001-rate-limit-counts", up: rateLimitCounts.up },
];
