import { TicketingAddOnsStream } from "@mawid/contracts/ticketing";
import { commandHandler } from "@mawid/eventstore";
import { addOnsDecider } from "./decider.ts";
import { projectAddOns } from "./project.ts";

/** Decides a command for one event's add-ons; events, read model, stock quota and outbox rows commit together. */
export const handleAddOnsCommand = commandHandler({
  schema: "ticketing",
  stream: TicketingAddOnsStream,
  decider: addOnsDecider,
  projections: [projectAddOns],
});
