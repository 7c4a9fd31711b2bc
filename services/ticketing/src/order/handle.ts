import { TicketingOrderStream } from "@mawid/contracts/ticketing";
import { commandHandler } from "@mawid/eventstore";
import { orderDecider } from "./decider.ts";
import { projectOrders } from "./project.ts";

/** Decides a command for one order; its events, its seats, its read model and outbox rows commit together. */
export const handleOrderCommand = commandHandler({
  schema: "ticketing",
  stream: TicketingOrderStream,
  decider: orderDecider,
  projections: [projectOrders],
});
