import { TicketingTicketTypesStream } from "@mawid/contracts/ticketing";
import { commandHandler } from "@mawid/eventstore";
import { ticketTypesDecider } from "./decider.ts";
import { projectTicketTypes } from "./project.ts";

/** Decides a command for one event's ticket plan; its events, read models and outbox rows commit together. */
export const handleTicketTypesCommand = commandHandler({
  schema: "ticketing",
  stream: TicketingTicketTypesStream,
  decider: ticketTypesDecider,
  projections: [projectTicketTypes],
});
