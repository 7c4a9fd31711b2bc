import { TicketingPromoCodesStream } from "@mawid/contracts/ticketing";
import { commandHandler } from "@mawid/eventstore";
import { promoCodesDecider } from "./decider.ts";
import { projectPromoCodes } from "./project.ts";

/** Decides a command for one event's promo codes; events, read model and outbox rows commit together. */
export const handlePromoCodesCommand = commandHandler({
  schema: "ticketing",
  stream: TicketingPromoCodesStream,
  decider: promoCodesDecider,
  projections: [projectPromoCodes],
});
