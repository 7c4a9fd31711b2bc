import { z } from "zod";
import { zOptionalSetting } from "@mawid/service/config";
import { mailConfig } from "@mawid/service/mail";

export const paymentsConfig = {
  /** With STRIPE_WEBHOOK_SECRET, payments go through Stripe Checkout; without, through the test provider. */
  STRIPE_SECRET_KEY: zOptionalSetting,
  STRIPE_WEBHOOK_SECRET: zOptionalSetting,
  /** Stripe Connect: the signing secret of the endpoint that receives connected accounts' events. */
  STRIPE_CONNECT_WEBHOOK_SECRET: zOptionalSetting,
  /**
   * Where the Stripe SDK sends its API calls (protocol, host and port), when not to Stripe itself:
   * tests answer them from a local server, since the internet cannot be reached from here.
   */
  STRIPE_API_URL: z.url().optional(),
  /** "1" keeps the test provider's routes open while Stripe is configured (staging). */
  TEST_PAYMENTS: z
    .enum(["0", "1", ""])
    .default("0")
    .transform((v) => v === "1"),
  ...mailConfig,
};
