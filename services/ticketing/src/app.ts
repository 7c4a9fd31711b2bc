import { mailSettingProblems, refuseToStart, type ServiceDefinition } from "@mawid/service";
import { registerCreateAddOn } from "./add-on/create-add-on/handler.ts";
import { registerExportAttendees } from "./attendee/export-attendees/handler.ts";
import { registerGetAttendees } from "./attendee/get-attendees/handler.ts";
import { registerResendTicket } from "./attendee/resend-ticket/handler.ts";
import { registerGetAddOns } from "./add-on/get-add-ons/handler.ts";
import { registerWithdrawAddOn } from "./add-on/withdraw-add-on/handler.ts";
import { ticketingConfig } from "./config.ts";
import { paymentResultsConsumer } from "./consumers/payment-results.ts";
import { trackAdmissionsConsumer } from "./consumers/track-admissions.ts";
import { trackEventsConsumer } from "./consumers/track-events.ts";
import { ticketingMigrations } from "./db/migrate.ts";
import { ticketingDb } from "./db/tables.ts";
import type { TicketingDeps } from "./deps.ts";
import { registerCancelOrder } from "./order/cancel-order/handler.ts";
import { expireDueOrders } from "./order/expire-due-orders.ts";
import { registerGetOrder } from "./order/get-order/handler.ts";
import { registerCountRecipients } from "./attendee-mail/count-recipients/handler.ts";
import { registerGetAttendeeEmailJob } from "./attendee-mail/get-attendee-email-job/handler.ts";
import { registerGetAttendeeEmailJobs } from "./attendee-mail/get-attendee-email-jobs/handler.ts";
import { registerSendAttendeeEmail } from "./attendee-mail/send-attendee-email/handler.ts";
import { registerPlaceOrder } from "./order/place-order/handler.ts";
import { registerRefundOrder } from "./order/refund-order/handler.ts";
import { mailConfig } from "@mawid/service/mail";
import { startMail } from "./mail/start-mail.ts";
import { trackUsersConsumer } from "./mail/track-users.ts";
import { eventCancellationConsumer } from "./refund/event-cancelled/consumer.ts";
import { registerGetReminder } from "./reminder/get-reminder/handler.ts";
import { sendDueReminders } from "./reminder/send-due-reminders.ts";
import { registerSetReminder } from "./reminder/set-reminder/handler.ts";
import { registerGetRefundPolicy } from "./refund/get-refund-policy/handler.ts";
import { registerSetRefundPolicy } from "./refund/set-refund-policy/handler.ts";
import { registerCreatePromoCode } from "./promo-code/create-promo-code/handler.ts";
import { registerEndPromoCode } from "./promo-code/end-promo-code/handler.ts";
import { registerGetPromoCodes } from "./promo-code/get-promo-codes/handler.ts";
import { registerConfigureSection } from "./ticket-type/configure-section/handler.ts";
import { copyTicketPlanConsumer } from "./ticket-type/copy-ticket-plan/consumer.ts";
import { registerCreateTicketType } from "./ticket-type/create-ticket-type/handler.ts";
import { registerSetFairMarketValue } from "./fair-market-value/set-fair-market-value/handler.ts";
import { registerGetFairMarketValues } from "./fair-market-value/get-fair-market-values/handler.ts";
import { registerGetTicketTypes } from "./ticket-type/get-ticket-types/handler.ts";
import { registerUpdateTicketType } from "./ticket-type/update-ticket-type/handler.ts";
import { issueTicketsConsumer } from "./ticket/issue-tickets/consumer.ts";
import { registerGetMyTickets } from "./ticket/get-my-tickets/handler.ts";
import { registerGetTicketQr } from "./ticket/get-ticket-qr/handler.ts";
import { registerTransferTicket } from "./ticket/transfer-ticket/handler.ts";
import { ticketKeysConfig } from "./ticket-keys/config.ts";
import { registerGetTicketKeys } from "./ticket-keys/get-ticket-keys/handler.ts";
import { ticketKeyProblems } from "./ticket-keys/production-guard.ts";
import { createTicketKeyStore } from "./ticket-keys/ticket-key-store.ts";
import { registerAddVendor } from "./vendor/add-vendor/handler.ts";
import { registerGetVendors } from "./vendor/get-vendors/handler.ts";
import { waitlistConfig } from "./waitlist/config.ts";
import { freedCapacityConsumer } from "./waitlist/freed-capacity-consumer.ts";
import { registerWaitlist } from "./waitlist/register.ts";

const config = { ...ticketingConfig, ...ticketKeysConfig, ...mailConfig, ...waitlistConfig };

/** Ticketing: ticket types and quotas, holds, orders, tickets and their signed QR secrets. */
export const ticketingService: ServiceDefinition<typeof config> = {
  name: "ticketing",
  version: "0.1.0",
  config,
  migrations: ticketingMigrations,
  async routes(app, ctx) {
    // Every missing setting at once, so the operator fixes them in one go.
    refuseToStart([...ticketKeyProblems(ctx.config), ...mailSettingProblems(ctx.config)]);
    const db = ticketingDb(ctx.db, ctx.name);
    const deps: TicketingDeps = {
      db,
      holdMinutes: ctx.config.ORDER_HOLD_MINUTES,
      ticketKeys: createTicketKeyStore(db, ctx.config.SIGNING_KEY_ENCRYPTION_KEYS),
    };
    for (const register of [
      registerCreateTicketType,
      registerSetFairMarketValue,
      registerGetFairMarketValues,
      registerConfigureSection,
      registerGetTicketTypes,
      registerUpdateTicketType,
      registerPlaceOrder,
      registerGetOrder,
      registerCancelOrder,
      registerRefundOrder,
      registerSetRefundPolicy,
      registerGetRefundPolicy,
      registerSetReminder,
      registerGetReminder,
      registerSendAttendeeEmail,
      registerGetAttendeeEmailJobs,
      registerGetAttendeeEmailJob,
      registerCountRecipients,
      registerGetAttendees,
      registerExportAttendees,
      registerResendTicket,
      registerGetMyTickets,
      registerGetTicketQr,
      registerTransferTicket,
      registerGetTicketKeys,
      registerCreatePromoCode,
      registerGetPromoCodes,
      registerEndPromoCode,
      registerAddVendor,
      registerGetVendors,
      registerCreateAddOn,
      registerGetAddOns,
      registerWithdrawAddOn,
    ])
      register(app, deps);
    registerWaitlist(app, deps, ctx.config);
    app.scheduleTask({
      name: "order-expiry",
      everyMs: ctx.config.ORDER_EXPIRY_SWEEP_MS,
      run: (now, stopping) => expireDueOrders(deps.db, now, { stopping }),
    });
    app.scheduleTask({
      name: "event-reminders",
      everyMs: ctx.config.REMINDER_SWEEP_MS,
      run: (now, stopping) => sendDueReminders(deps.db, now, { stopping }),
    });
    startMail(app, deps.db, ctx.config);
  },
  consumers: (ctx) => [
    trackEventsConsumer(ctx.name),
    paymentResultsConsumer(ctx.name),
    trackUsersConsumer(ctx.name),
    trackAdmissionsConsumer(ctx.name),
    copyTicketPlanConsumer(ctx.name),
    eventCancellationConsumer(),
    freedCapacityConsumer(ticketingDb(ctx.db, ctx.name), ctx.config.WAITLIST_OFFER_MINUTES),
    issueTicketsConsumer(
      createTicketKeyStore(ticketingDb(ctx.db, ctx.name), ctx.config.SIGNING_KEY_ENCRYPTION_KEYS),
    ),
  ],
};
