import type { Kysely } from "kysely";
import type { TicketingDatabase } from "./db/tables.ts";

/** What every ticketing use case may touch. */
export interface TicketingDeps {
  db: Kysely<TicketingDatabase>;
}
