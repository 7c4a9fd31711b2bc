import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { PaymentsDatabase } from "./db/tables.ts";
import type { PaymentProvider } from "./payment/provider.ts";

/** What every payments use case may touch. */
export interface PaymentsDeps {
  db: Kysely<PaymentsDatabase>;
  /** Stripe when configured, else the test provider. */
  provider: PaymentProvider;
  /** The test provider's Pay and Decline routes answer (404 otherwise). */
  testRoutes: boolean;
  /**
   * Set when Stripe is: its client and the webhook endpoint's signing secret, and the Connect
   * endpoint's (connected accounts' events) when it has one of its own.
   */
  stripe: { client: Stripe; webhookSecret: string; connectWebhookSecret?: string } | null;
  /** The web app's origin, for the pages a payer comes back to. */
  publicUrl: string;
}
