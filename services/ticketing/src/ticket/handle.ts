import { TicketingTicketsStream } from "@mawid/contracts/ticketing";
import { commandHandler } from "@mawid/eventstore";
import { ticketsDecider } from "./decider.ts";
import { projectTickets } from "./project.ts";

/** Decides a command for one order's tickets; events, read models, secrets and outbox rows commit together. */
export const handleTicketsCommand = commandHandler({
  schema: "ticketing",
  stream: TicketingTicketsStream,
  decider: ticketsDecider,
  projections: [projectTickets],
});
