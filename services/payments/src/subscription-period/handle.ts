import { PaymentsSubscriptionPeriodStream } from "@mawid/contracts/payments";
import { commandHandler } from "@mawid/eventstore";
import { subscriptionPeriodDecider } from "./decider.ts";
import { projectSubscriptionPeriods } from "./project.ts";

/** Decides a command on one paid period (the stream is named by the period's derived payment id). */
export const handleSubscriptionPeriodCommand = commandHandler({
  schema: "payments",
  stream: PaymentsSubscriptionPeriodStream,
  decider: subscriptionPeriodDecider,
  projections: [projectSubscriptionPeriods],
});
