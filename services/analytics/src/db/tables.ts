import type { Kysely } from "kysely";

/** Projection: how many events of each type the platform has seen, per topic. */
export interface PlatformEventCountsTable {
  topic: string;
  event_type: string;
  count: number;
  last_occurred_at: Date;
}

/** An event's facts as the events service announced them (fields and status, each by its latest version). */
export interface EventFactsTable {
  event_id: string;
  organization_id: string | null;
  title: string | null;
  category: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
  time_zone: string | null;
  capacity: number | null;
  latitude: number | null;
  longitude: number | null;
  fields_version: number;
  status: string | null;
  status_version: number;
}

export interface TicketTypesTable {
  ticket_type_id: string;
  event_id: string | null;
  section: string | null;
  price: string | null;
  currency: string | null;
  capacity: number | null;
}

export interface SectionsTable {
  event_id: string;
  section: string;
  capacity: number | null;
  version: number;
}

/** One order: what it was placed for and when it was paid, expired or cancelled. */
export interface OrdersTable {
  order_id: string;
  event_id: string | null;
  organization_id: string | null;
  placed_at: Date | null;
  currency: string | null;
  /** The tickets' prices less the promo discount. */
  ticket_revenue: string | null;
  discount: string | null;
  fees: string | null;
  fees_absorbed: string | null;
  add_ons: string | null;
  donation: string | null;
  promo_code: string | null;
  tickets: number | null;
  paid_at: Date | null;
  paid_amount: string | null;
  expired_at: Date | null;
  cancelled_at: Date | null;
}

/** One ticket of an order (its position); refunded_at once a refund revoked it. */
export interface PositionsTable {
  position_id: string;
  order_id: string | null;
  event_id: string | null;
  ticket_type_id: string | null;
  section: string | null;
  admits: number | null;
  refunded_at: Date | null;
}

export interface RefundsTable {
  refund_id: string;
  order_id: string | null;
  event_id: string | null;
  organization_id: string | null;
  amount: string | null;
  currency: string | null;
  refunded_at: Date | null;
}

export interface DonationsTable {
  donation_id: string;
  organization_id: string | null;
  order_id: string | null;
  amount: string | null;
  currency: string | null;
  fund: string | null;
  received_at: Date | null;
}

export interface DonationRefundsTable {
  payment_id: string;
  refunded_total: string;
  donation_id: string | null;
  organization_id: string | null;
  amount: string | null;
  currency: string | null;
  refunded_at: Date | null;
}

/** One check-in, check-out or undo, keyed by its message; stream_position orders a ticket's own. */
export interface AdmissionsTable {
  message_id: string;
  ticket_id: string | null;
  order_id: string | null;
  event_id: string | null;
  organization_id: string | null;
  kind: "in" | "out" | "undo" | null;
  gate_id: string | null;
  section: string | null;
  admits: number | null;
  at: Date | null;
  stream_position: number | null;
}

export interface PromoCodesTable {
  promo_code_id: string;
  event_id: string | null;
  code: string | null;
}

export interface VendorsTable {
  vendor_id: string;
  event_id: string | null;
  organization_id: string | null;
  name: string | null;
  certificate_expires_on: string | null;
}

export interface VerificationsTable {
  organization_id: string;
  status: string | null;
  version: number;
}

/** Analytics' own record of event page views per hour (no personal data); not rebuilt from the bus. */
export interface PageViewsTable {
  event_id: string;
  hour: Date;
  views: string;
}

export interface AnalyticsDatabase {
  platform_event_counts: PlatformEventCountsTable;
  event_facts: EventFactsTable;
  ticket_types: TicketTypesTable;
  sections: SectionsTable;
  orders: OrdersTable;
  positions: PositionsTable;
  refunds: RefundsTable;
  donations: DonationsTable;
  donation_refunds: DonationRefundsTable;
  admissions: AdmissionsTable;
  promo_codes: PromoCodesTable;
  vendors: VendorsTable;
  verifications: VerificationsTable;
  page_views: PageViewsTable;
}

export function analyticsDb(db: Kysely<unknown>, schema = "analytics"): Kysely<AnalyticsDatabase> {
  return (db as Kysely<AnalyticsDatabase>).withSchema(schema);
}
