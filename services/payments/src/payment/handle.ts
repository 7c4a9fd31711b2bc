import { PaymentsPaymentStream } from "@mawid/contracts/payments";
import { commandHandler } from "@mawid/eventstore";
import { paymentDecider } from "./decider.ts";
import { projectPayments } from "./project.ts";

/** Decides a command for one payment; its events, read model, ledger lines and outbox rows commit together. */
export const handlePaymentCommand = commandHandler({
  schema: "payments",
  stream: PaymentsPaymentStream,
  decider: paymentDecider,
  projections: [projectPayments],
});
