import type { Kysely } from "kysely";
import type { TicketingDatabase } from "./db/tables.ts";
import type { TicketKeyStore } from "./ticket-keys/ticket-key-store.ts";

/** What every ticketing use case may touch. */
export interface TicketingDeps {
  db: Kysely<TicketingDatabase>;
  /** How long an unpaid order holds its seats. */
  holdMinutes: number;
  /** Each event's ticket-signing key. */
  ticketKeys: TicketKeyStore;
}
