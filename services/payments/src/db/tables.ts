import type { Kysely } from "kysely";
import type { DonationsTable } from "./tables/donations.ts";
import type { KnownOrdersTable } from "./tables/known-orders.ts";
import type { KnownOrganizationsTable } from "./tables/known-organizations.ts";
import type { LedgerEntriesTable } from "./tables/ledger-entries.ts";
import type { PaymentsTable } from "./tables/payments.ts";
import type { StripeEventsTable } from "./tables/stripe-events.ts";

export interface PaymentsDatabase {
  known_orders: KnownOrdersTable;
  known_organizations: KnownOrganizationsTable;
  payments: PaymentsTable;
  ledger_entries: LedgerEntriesTable;
  donations: DonationsTable;
  stripe_events: StripeEventsTable;
}

export function paymentsDb(db: Kysely<unknown>, schema = "payments"): Kysely<PaymentsDatabase> {
  return (db as Kysely<PaymentsDatabase>).withSchema(schema);
}
