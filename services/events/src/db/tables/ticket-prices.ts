/** Each ticket type's lowest price (its price and its phases'), from ticketing's TicketTypeCreated. */
export interface TicketPricesTable {
  ticket_type_id: string;
  event_id: string;
  /** Minor units (cents, pence); 0 is a free registration. */
  lowest_price: number;
  currency: string;
  /** Offered only with an access code, so never the price discovery shows. */
  hidden: boolean;
}
