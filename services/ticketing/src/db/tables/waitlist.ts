import type { ColumnType, Generated } from "kysely";
import type { TReservation, TWaitlistEntryStatus } from "@mawid/contracts/ticketing";

/** Read model of every ticket type's waitlist, written by the waitlist projection. */
export interface WaitlistEntriesTable {
  entry_id: string;
  /** The order people joined in, across lines. */
  line_seq: Generated<string>;
  ticket_type_id: string;
  event_id: string;
  user_id: string;
  quantity: number;
  status: TWaitlistEntryStatus;
  joined_at: Date;
  offer_id: string | null;
  offered_at: Date | null;
  offer_expires_at: Date | null;
  /** The seats an offer holds, per quota; given back when it is taken, runs out or is left. */
  reservations: ColumnType<TReservation[], string | undefined, string>;
  order_id: string | null;
  closed_at: Date | null;
}
