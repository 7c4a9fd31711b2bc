import { TicketingWaitlistStream } from "@mawid/contracts/ticketing";
import { commandHandler } from "@mawid/eventstore";
import { waitlistDecider } from "./decider.ts";
import { projectWaitlist } from "./project.ts";

/** Decides a command for one ticket type's line; its events, the seats an offer holds and its rows commit together. */
export const handleWaitlistCommand = commandHandler({
  schema: "ticketing",
  stream: TicketingWaitlistStream,
  decider: waitlistDecider,
  projections: [projectWaitlist],
});
