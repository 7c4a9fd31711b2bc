/** When a host last had a ticket's e-mail sent again; written by the resend handler, not a read model. */
export interface TicketResendsTable {
  ticket_id: string;
  resent_at: Date;
}
