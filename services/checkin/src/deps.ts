import type { TCheckinStats, TGate } from "@mawid/contracts/checkin";
import type { TicketPublicKey } from "@mawid/contracts/ticketing";
import type { Kysely } from "kysely";
import type { ScanQueues } from "./admission/scan-queues.ts";
import type { TtlCache } from "./cache.ts";
import type { CheckinDatabase } from "./db/tables.ts";
import type { KnownEvent } from "./event/known-event.ts";

/** What every check-in use case may touch. */
export interface CheckinDeps {
  db: Kysely<CheckinDatabase>;
  /** The service's name, as stations see it; also its database schema. */
  name: string;
  /** The web app's origin, for device enrolment links. */
  publicUrl: string;
  /** Events by id (null: never heard of), a second old at most. */
  events: TtlCache<string, KnownEvent | null>;
  /** Each event's public ticket keys; forgotten when a code names a key not among them. */
  ticketKeys: TtlCache<string, TicketPublicKey[]>;
  /** Each event's gates, a second old at most. */
  gates: TtlCache<string, TGate[]>;
  /** Single scans' reads and writes, coalesced into shared statements under load. */
  scans: ScanQueues;
  /** Each event's live counts, a second old at most: every host's screen shares one computation. */
  stats: TtlCache<string, TCheckinStats>;
}
