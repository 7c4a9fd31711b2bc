import { TicketingOrderStream } from "@mawid/contracts/ticketing";
import { commandHandler } from "@mawid/eventstore";
import { orderDecider } from "./decider.ts";
import { projectOrders, projectOrdersThenCommit } from "./project.ts";

/** Decides a command for one order; its events, its seats, its read model and outbox rows commit together. */
export const handleOrderCommand = commandHandler({
  schema: "ticketing",
  stream: TicketingOrderStream,
  decider: orderDecider,
  projections: [projectOrders],
});

/**
 * Places a new order (its id just made, so its stream is not read) as the last work of its transaction:
 * the seats' hold is sent with the COMMIT, so the quota rows every buyer waits on are let go at once.
 * Nothing may follow it in the transaction.
 */
export const handleOrderPlacement = commandHandler({
  schema: "ticketing",
  stream: TicketingOrderStream,
  decider: orderDecider,
  projections: [projectOrdersThenCommit],
  startsStreams: true,
});
