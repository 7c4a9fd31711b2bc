import { type EventHandler, routeHandlers } from "@mawid/bus";
import type { ConsumerDefinition } from "./definition.ts";

/**
 * A consumer group written as handlers per event definition; its topics and its routing come from the
 * definitions, never from strings: `defineConsumer("analytics.sales", [on(OrderPlacedV1, ...)])`.
 */
export function defineConsumer(
  group: string,
  handlers: readonly EventHandler[],
  options: Pick<ConsumerDefinition, "batched" | "flush"> = {},
): ConsumerDefinition {
  return { group, ...routeHandlers(handlers), ...options };
}
