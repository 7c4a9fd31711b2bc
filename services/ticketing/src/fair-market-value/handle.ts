import { TicketingTicketBenefitStream, ticketBenefitStreamId } from "@mawid/contracts/ticketing";
import { commandHandler } from "@mawid/eventstore";
import { ticketBenefitDecider } from "./decider.ts";
import { projectTicketBenefits } from "./project.ts";

const handle = commandHandler({
  schema: "ticketing",
  stream: TicketingTicketBenefitStream,
  decider: ticketBenefitDecider,
  projections: [projectTicketBenefits],
});

/** Decides a command for the benefit of the ticket type with this id. */
export const handleTicketBenefitCommand: typeof handle = (db, ticketTypeId, ...rest) =>
  handle(db, ticketBenefitStreamId(ticketTypeId), ...rest);
