import type { FastifyInstance } from "fastify";
import type { PaymentsDeps } from "../deps.ts";
import { registerCancelRecurringGift } from "./cancel-recurring-gift/handler.ts";
import { chargeDueGifts } from "./charge-due-gifts.ts";
import { testCharger } from "./charger.ts";
import { registerGetMyRecurringGifts } from "./get-my-recurring-gifts/handler.ts";
import { stripeCharger } from "./stripe-charger.ts";

/** Recurring gifts: the donor's list and cancel, and the scheduler that charges their dates. */
export function registerRecurringGifts(app: FastifyInstance, deps: PaymentsDeps): void {
  registerGetMyRecurringGifts(app, deps);
  registerCancelRecurringGift(app, deps);
  const charger =
    deps.provider.name === "stripe" && deps.stripe ? stripeCharger(deps.stripe.client, deps.db) : testCharger;
  // once a minute, as the events service publishes on time
  app.scheduleTask({
    name: "recurring-charges",
    everyMs: 60_000,
    run: (now, stopping) => chargeDueGifts(deps.db, charger, now, { stopping }),
  });
}
