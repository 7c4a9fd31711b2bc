import {
  type DomainEvent,
  type EventOf,
  type StreamDefinition,
  type TEnvelope,
  upcastTo,
} from "@mawid/contracts/platform";

export type EventsOf<Stream extends StreamDefinition> = EventOf<Stream["events"][number]>;

/** An event the stream's registry does not list, or whose data its schema refuses: a bug, never a user's error. */
export class UnregisteredEventError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnregisteredEventError";
  }
}

/** Refuses to append an event the stream may not hold, at a version it does not define, or with data that does not fit. */
export function checkRegistered(stream: StreamDefinition, events: readonly DomainEvent[]): void {
  for (const event of events) {
    const definition = stream.definitionOf(event.type);
    if (!definition || definition.version !== event.version) {
      throw new UnregisteredEventError(`${stream.streamType} does not hold ${event.type} v${event.version}`);
    }
    const parsed = definition.schema.safeParse(event.data);
    if (!parsed.success) {
      throw new UnregisteredEventError(`${event.type} v${event.version} data: ${parsed.error.message}`);
    }
  }
}

/** A stored event as its current version: older versions are upcast on the way in. */
export function toCurrent(
  stream: StreamDefinition,
  stored: Pick<TEnvelope, "type" | "version" | "data">,
): DomainEvent {
  const definition = stream.definitionOf(stored.type);
  const data = definition && upcastTo(definition, stored.version, stored.data);
  if (!definition || data === undefined) {
    throw new UnregisteredEventError(`${stream.streamType} does not know ${stored.type} v${stored.version}`);
  }
  return { type: definition.type, version: definition.version, data: data as Record<string, unknown> };
}
