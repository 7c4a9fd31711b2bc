import type { DevMailsTable } from "@mawid/service/mail";
import type { Kysely } from "kysely";
import type { AddOnsTable } from "./tables/add-ons.ts";
import type { AdmissionEventsTable, KnownGatesTable, TicketAdmissionsTable } from "./tables/admissions.ts";
import type { TicketResendsTable } from "./tables/attendees.ts";
import type { KnownEventsTable } from "./tables/known-events.ts";
import type { OrderIdempotencyKeysTable, OrdersTable } from "./tables/orders.ts";
import type { PromoCodesTable } from "./tables/promo-codes.ts";
import type { QuotasTable } from "./tables/quotas.ts";
import type {
  AttendeeMailJobsTable,
  KnownUsersTable,
  MailQueueTable,
  RefundPoliciesTable,
} from "./tables/refunds-and-mail.ts";
import type { RemindersTable } from "./tables/reminders.ts";
import type { TicketTypeBenefitsTable } from "./tables/ticket-type-benefits.ts";
import type { SectionsTable, TicketTypeAccessCodesTable, TicketTypesTable } from "./tables/ticket-types.ts";
import type {
  TicketKeysTable,
  TicketQrSvgsTable,
  TicketRevocationsTable,
  TicketSecretsTable,
  TicketsTable,
} from "./tables/tickets.ts";
import type { VendorsTable } from "./tables/vendors.ts";
import type { WaitlistEntriesTable } from "./tables/waitlist.ts";

export interface TicketingDatabase {
  known_events: KnownEventsTable;
  ticket_types: TicketTypesTable;
  ticket_type_benefits: TicketTypeBenefitsTable;
  ticket_type_access_codes: TicketTypeAccessCodesTable;
  sections: SectionsTable;
  quotas: QuotasTable;
  orders: OrdersTable;
  order_idempotency_keys: OrderIdempotencyKeysTable;
  ticket_keys: TicketKeysTable;
  tickets: TicketsTable;
  ticket_secrets: TicketSecretsTable;
  ticket_qr_svgs: TicketQrSvgsTable;
  ticket_revocations: TicketRevocationsTable;
  refund_policies: RefundPoliciesTable;
  reminders: RemindersTable;
  known_users: KnownUsersTable;
  attendee_mail_jobs: AttendeeMailJobsTable;
  mail_queue: MailQueueTable;
  dev_mails: DevMailsTable;
  promo_codes: PromoCodesTable;
  vendors: VendorsTable;
  add_ons: AddOnsTable;
  ticket_resends: TicketResendsTable;
  waitlist_entries: WaitlistEntriesTable;
  admission_events: AdmissionEventsTable;
  ticket_admissions: TicketAdmissionsTable;
  known_gates: KnownGatesTable;
}

export function ticketingDb(db: Kysely<unknown>, schema = "ticketing"): Kysely<TicketingDatabase> {
  return (db as Kysely<TicketingDatabase>).withSchema(schema);
}
