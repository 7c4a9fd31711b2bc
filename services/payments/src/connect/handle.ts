import { PaymentsConnectedAccountStream } from "@mawid/contracts/payments";
import { commandHandler } from "@mawid/eventstore";
import { connectedAccountDecider } from "./decider.ts";
import { projectConnectedAccounts } from "./project.ts";

/** Decides a command for one organisation's Stripe account; events, read model and outbox commit together. */
export const handleConnectedAccountCommand = commandHandler({
  schema: "payments",
  stream: PaymentsConnectedAccountStream,
  decider: connectedAccountDecider,
  projections: [projectConnectedAccounts],
});
