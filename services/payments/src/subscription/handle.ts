import { PaymentsSubscriptionStream } from "@mawid/contracts/payments";
import { commandHandler } from "@mawid/eventstore";
import { subscriptionDecider } from "./decider.ts";
import { projectSubscriptions } from "./project.ts";

/** Decides a command on an organisation's subscriptions (the stream is keyed by the organisation's id). */
export const handleSubscriptionCommand = commandHandler({
  schema: "payments",
  stream: PaymentsSubscriptionStream,
  decider: subscriptionDecider,
  projections: [projectSubscriptions],
});
