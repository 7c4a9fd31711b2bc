import type { Kysely } from "kysely";

/** Read model: the ticket types on sale for an event, kept by the ticket-type decider's projection. */
export interface TicketTypeListTable {
  ticket_type_id: string;
  event_id: string;
  name: string;
  description: string;
  price_cents: number;
  currency: string;
  quota: number;
  sold: number;
  sort_order: number;
  status: string;
  updated_at: Date;
}

export interface TicketingDatabase {
  ticket_type_list: TicketTypeListTable;
}

export function ticketingDb(db: Kysely<unknown>, schema = "ticketing"): Kysely<TicketingDatabase> {
  return (db as Kysely<TicketingDatabase>).withSchema(schema);
}
