import type { Transaction } from "kysely";
import type { z } from "zod";
import { type EventDefinition, type TEnvelope, topicOf, upcastTo } from "@mawid/contracts/platform";
import type { DeliveredMessage } from "./types.ts";

/** What a handler knows of a message besides its data: where it came from and when. */
export type EventMeta = Omit<TEnvelope, "data"> & { topic: string };

/** One consumer's handler for one event definition. */
export interface EventHandler {
  definition: EventDefinition;
  handle(trx: Transaction<unknown>, data: unknown, meta: EventMeta): Promise<void>;
}

/** `on(OrderPlacedV1, async (trx, data, meta) => ...)`: `data` is parsed by the event's contract. */
export function on<D extends EventDefinition>(
  definition: D,
  handle: (trx: Transaction<unknown>, data: z.infer<D["schema"]>, meta: EventMeta) => Promise<void>,
): EventHandler {
  return { definition, handle: handle as EventHandler["handle"] };
}

/** A message of a newer version than this consumer knows: it is retried, then parked until the consumer is upgraded. */
export class UnknownEventVersionError extends Error {
  constructor(type: string, version: number, known: number) {
    super(`${type} v${version} is newer than the v${known} this consumer handles`);
    this.name = "UnknownEventVersionError";
  }
}

export interface RoutedHandlers {
  /** Derived from the definitions' stream types: one topic per stream. */
  topics: string[];
  /** The event types the handlers name (see SubscribeOptions.types). */
  types: string[];
  /** Whether a handler names the message's event type; the others on its topics pass by. */
  handles(message: DeliveredMessage): boolean;
  handle(trx: Transaction<unknown>, message: DeliveredMessage): Promise<void>;
}

/**
 * Routes each delivered message to the handler of its event type: older versions are upcast to the
 * handler's, the data is parsed by its schema, and events on the topic that no handler names pass by.
 */
export function routeHandlers(handlers: readonly EventHandler[]): RoutedHandlers {
  const byKey = new Map<string, EventHandler>();
  for (const handler of handlers) {
    const { streamType, type } = handler.definition;
    const key = `${topicOf(streamType)} ${type}`;
    if (byKey.has(key)) throw new Error(`two handlers for ${type} on ${topicOf(streamType)}`);
    byKey.set(key, handler);
  }
  return {
    topics: [...new Set(handlers.map((h) => topicOf(h.definition.streamType)))],
    types: [...new Set(handlers.map((h) => h.definition.type))],
    handles: (message) => byKey.has(`${message.topic} ${message.envelope.type}`),
    async handle(trx, message) {
      const { data, ...envelope } = message.envelope;
      const handler = byKey.get(`${message.topic} ${envelope.type}`);
      if (!handler) return;
      const { definition } = handler;
      const current = upcastTo(definition, envelope.version, data);
      if (current === undefined)
        throw new UnknownEventVersionError(envelope.type, envelope.version, definition.version);
      await handler.handle(trx, definition.schema.parse(current), { ...envelope, topic: message.topic });
    },
  };
}
