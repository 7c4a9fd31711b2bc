import type { ColumnType } from "kysely";
import type { TPricePhase } from "@mawid/contracts/ticketing";

/** Read model of ticket types, written by the ticket-types projection. */
export interface TicketTypesTable {
  ticket_type_id: string;
  event_id: string;
  organization_id: string;
  name: string;
  description: string;
  price: number;
  currency: string;
  capacity: number;
  section: string;
  group_size: number;
  sales_start: Date | null;
  sales_end: Date | null;
  min_per_order: number;
  max_per_order: number;
  pay_what_you_want: boolean;
  hidden: boolean;
  fee_paid_by: string;
  price_phases: ColumnType<TPricePhase[], string, string>;
  sort_order: number;
  created_at: Date;
}

/** A hidden ticket type's access code, hashed, apart from the events every service can read. */
export interface TicketTypeAccessCodesTable {
  ticket_type_id: string;
  code_hash: string;
}

/** A section's seats and entrance, written by the ticket-types projection. */
export interface SectionsTable {
  event_id: string;
  section: string;
  capacity: number;
  entrance: string;
}
