/** Stripe events already handled, by Stripe's event id: a replayed webhook changes nothing. */
export interface StripeEventsTable {
  event_id: string;
  type: string;
  received_at: Date;
}
