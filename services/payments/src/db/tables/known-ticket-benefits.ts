/** Ticketing's FairMarketValueSet: what one ticket's benefit is worth; null when cleared. */
export interface KnownTicketBenefitsTable {
  ticket_type_id: string;
  fair_market_value: number | null;
  currency: string;
}
