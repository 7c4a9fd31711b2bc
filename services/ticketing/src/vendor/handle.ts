import { TicketingVendorsStream } from "@mawid/contracts/ticketing";
import { commandHandler } from "@mawid/eventstore";
import { vendorsDecider } from "./decider.ts";
import { projectVendors } from "./project.ts";

/** Decides a command for one event's vendors; events, read model and outbox rows commit together. */
export const handleVendorsCommand = commandHandler({
  schema: "ticketing",
  stream: TicketingVendorsStream,
  decider: vendorsDecider,
  projections: [projectVendors],
});
