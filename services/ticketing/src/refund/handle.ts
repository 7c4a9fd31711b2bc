import { TicketingRefundPolicyStream } from "@mawid/contracts/ticketing";
import { commandHandler } from "@mawid/eventstore";
import { refundPolicyDecider } from "./decider.ts";
import { projectRefundPolicy } from "./project.ts";

export const handleRefundPolicyCommand = commandHandler({
  schema: "ticketing",
  stream: TicketingRefundPolicyStream,
  decider: refundPolicyDecider,
  projections: [projectRefundPolicy],
});
