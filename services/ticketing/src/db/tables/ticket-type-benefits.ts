/** A ticket type's stated fair-market value, projected from FairMarketValueSet; null when cleared. */
export interface TicketTypeBenefitsTable {
  ticket_type_id: string;
  fair_market_value: number | null;
  currency: string;
  set_at: Date;
}
