import type { ServiceDefinition } from "@mawid/service";
import { paymentsConfig } from "./config.ts";
import { registerConnectAccount } from "./connect/connect-account/handler.ts";
import { registerGetConnectAccount } from "./connect/get-connect-account/handler.ts";
import { notifyFailedChargesConsumer } from "./consumers/notify-failed-charges.ts";
import { refundPaymentsConsumer } from "./consumers/refund-payments.ts";
import { queueReceiptsConsumer } from "./consumers/queue-receipts.ts";
import { trackOrdersConsumer } from "./consumers/track-orders.ts";
import { trackOrganizationsConsumer } from "./consumers/track-organizations.ts";
import { trackTicketBenefitsConsumer } from "./consumers/track-ticket-benefits.ts";
import { trackUsersConsumer } from "./consumers/track-users.ts";
import { paymentsMigrations } from "./db/migrate.ts";
import { paymentsDb } from "./db/tables.ts";
import type { PaymentsDeps } from "./deps.ts";
import { registerDonate } from "./donation/donate/handler.ts";
import { registerExportGiftAid } from "./donation/export-gift-aid/handler.ts";
import { registerGetDonationSummary } from "./donation/get-donation-summary/handler.ts";
import { registerGetFeeQuote } from "./fees/get-fee-quote/handler.ts";
import { startMail } from "./mail/start-mail.ts";
import { registerGetReceiptPdf } from "./receipt/get-receipt-pdf/handler.ts";
import { registerRecurringGifts } from "./recurring/register.ts";
import { registerGetLedger } from "./ledger/get-ledger/handler.ts";
import { registerGetPayouts } from "./ledger/get-payouts/handler.ts";
import { registerCompleteTestPayment } from "./payment/complete-test-payment/handler.ts";
import { registerDeclineTestPayment } from "./payment/decline-test-payment/handler.ts";
import { registerGetPayment } from "./payment/get-payment/handler.ts";
import { registerGetPaymentConfig } from "./payment/get-payment-config/handler.ts";
import { registerGetUnpaidOrders } from "./payment/get-unpaid-orders/handler.ts";
import { offlineRefunds } from "./payment/offline-refunds.ts";
import type { ProviderOf } from "./payment/provider.ts";
import { registerRecordOfflinePayment } from "./payment/record-offline-payment/handler.ts";
import { registerStartCheckout } from "./payment/start-checkout/handler.ts";
import { testProvider } from "./payment/test-provider.ts";
import { registerReceiveStripeWebhook } from "./stripe/receive-webhook/handler.ts";
import { stripeClient } from "./stripe/stripe-client.ts";
import { stripeProvider } from "./stripe/stripe-provider.ts";
import { registerSubscriptions } from "./subscription/register.ts";

type Config = Parameters<NonNullable<ServiceDefinition<typeof paymentsConfig>["consumers"]>>[0]["config"];

/**
 * Stripe when both its key and its webhook secret are set, the test provider otherwise, or when
 * TEST_PAYMENTS=1 asks for it (staging with Stripe's webhooks on): checkouts then use the test page.
 */
function providers(config: Config): Pick<PaymentsDeps, "provider" | "stripe" | "testRoutes"> & {
  byName: ProviderOf;
} {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) {
    return {
      provider: testProvider,
      stripe: null,
      testRoutes: true,
      byName: (source) => (source === "offline" ? offlineRefunds : testProvider),
    };
  }
  const client = stripeClient(config.STRIPE_SECRET_KEY, config.STRIPE_API_URL);
  const stripe = stripeProvider(client, config.PUBLIC_URL.replace(/\/+$/, ""));
  return {
    provider: config.TEST_PAYMENTS ? testProvider : stripe,
    stripe: {
      client,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      connectWebhookSecret: config.STRIPE_CONNECT_WEBHOOK_SECRET,
    },
    testRoutes: config.TEST_PAYMENTS,
    byName: (source) => (source === "stripe" ? stripe : source === "offline" ? offlineRefunds : testProvider),
  };
}

/** Payments: payments, refunds, donations and funds, fees, the payouts ledger, provider webhooks. */
export const paymentsService: ServiceDefinition<typeof paymentsConfig> = {
  name: "payments",
  version: "0.1.0",
  config: paymentsConfig,
  migrations: paymentsMigrations,
  async routes(app, ctx) {
    const { byName: _byName, ...chosen } = providers(ctx.config);
    const deps: PaymentsDeps = {
      db: paymentsDb(ctx.db, ctx.name),
      publicUrl: ctx.config.PUBLIC_URL,
      ...chosen,
    };
    for (const register of [
      registerGetPaymentConfig,
      registerGetPayment,
      registerGetFeeQuote,
      registerStartCheckout,
      registerRecordOfflinePayment,
      registerGetUnpaidOrders,
      registerGetReceiptPdf,
      registerCompleteTestPayment,
      registerDeclineTestPayment,
      registerDonate,
      registerGetDonationSummary,
      registerExportGiftAid,
      registerGetLedger,
      registerGetPayouts,
      registerGetConnectAccount,
      registerConnectAccount,
    ])
      register(app, deps);
    registerRecurringGifts(app, deps);
    registerSubscriptions(app, deps);
    await registerReceiveStripeWebhook(app, deps);
    startMail(app, deps.db, ctx.config.PUBLIC_URL, ctx.config);
  },
  consumers: (ctx) => [
    trackOrdersConsumer(providers(ctx.config).provider),
    trackOrganizationsConsumer(),
    trackTicketBenefitsConsumer(),
    trackUsersConsumer(),
    queueReceiptsConsumer(),
    notifyFailedChargesConsumer(),
    refundPaymentsConsumer(providers(ctx.config).byName),
  ],
};
