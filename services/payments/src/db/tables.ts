import type { DevMailsTable, MailQueueTable } from "@mawid/service/mail";
import type { Kysely } from "kysely";
import type { ConnectedAccountsTable } from "./tables/connected-accounts.ts";
import type { DonationsTable } from "./tables/donations.ts";
import type { KnownOrdersTable } from "./tables/known-orders.ts";
import type { KnownOrganizationsTable } from "./tables/known-organizations.ts";
import type { KnownTicketBenefitsTable } from "./tables/known-ticket-benefits.ts";
import type { KnownUsersTable } from "./tables/known-users.ts";
import type { LedgerEntriesTable } from "./tables/ledger-entries.ts";
import type { MailKind } from "./tables/mail.ts";
import type { PaymentsTable } from "./tables/payments.ts";
import type { RecurringChargesTable, RecurringGiftsTable } from "./tables/recurring-gifts.ts";
import type { StripeEventsTable } from "./tables/stripe-events.ts";
import type { SubscriptionsTable } from "./tables/subscriptions.ts";

export interface PaymentsDatabase {
  known_orders: KnownOrdersTable;
  known_organizations: KnownOrganizationsTable;
  known_ticket_benefits: KnownTicketBenefitsTable;
  known_users: KnownUsersTable;
  payments: PaymentsTable;
  ledger_entries: LedgerEntriesTable;
  donations: DonationsTable;
  stripe_events: StripeEventsTable;
  recurring_gifts: RecurringGiftsTable;
  recurring_charges: RecurringChargesTable;
  subscriptions: SubscriptionsTable;
  connected_accounts: ConnectedAccountsTable;
  mail_queue: MailQueueTable<MailKind>;
  dev_mails: DevMailsTable;
}

export function paymentsDb(db: Kysely<unknown>, schema = "payments"): Kysely<PaymentsDatabase> {
  return (db as Kysely<PaymentsDatabase>).withSchema(schema);
}
