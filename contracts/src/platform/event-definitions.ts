import type { z } from "zod";

/** An event as deciders emit and evolve it and as the event store keeps it: every event names its version. */
export interface DomainEvent {
  type: string;
  version: number;
  data: Record<string, unknown>;
}

/** How the version an event supersedes becomes this one, when an older stored or delivered event is read. */
export interface Supersedes {
  definition: EventDefinition;
  upcast(data: never): unknown;
}

/**
 * One version of one domain event: its stream type, name, version and payload schema. A published
 * version is never edited; a change is a new version that supersedes it with an upcast.
 */
export interface EventDefinition<
  Type extends string = string,
  Version extends number = number,
  Schema extends z.ZodObject = z.ZodObject,
> {
  readonly streamType: string;
  readonly type: Type;
  readonly version: Version;
  readonly schema: Schema;
  readonly supersedes?: Supersedes;
}

/** The event one definition describes, as deciders and consumers see it. */
export type EventOf<D> =
  D extends EventDefinition<infer Type, infer Version, infer Schema>
    ? { type: Type; version: Version; data: z.infer<Schema> }
    : never;

export function defineEvent<
  const Type extends string,
  const Version extends number,
  Schema extends z.ZodObject,
>(
  streamType: string,
  type: Type,
  version: Version,
  schema: Schema,
  supersedes?: { definition: EventDefinition; upcast(data: never): z.input<Schema> },
): EventDefinition<Type, Version, Schema> {
  if (supersedes && (supersedes.definition.type !== type || supersedes.definition.version >= version)) {
    throw new Error(`${type} v${version} can only supersede an earlier version of ${type}`);
  }
  return { streamType, type, version, schema, supersedes };
}

/**
 * The bus topic of a stream type: one aggregate, one topic, keyed by aggregate id so its order holds.
 * The `.v1` is the topic's own generation (it would change only with its keying), never an event's version.
 */
export function topicOf(streamType: string): string {
  return `${streamType}.v1`;
}

/**
 * Turns a stored or delivered event of any version into the version `target` defines, applying each
 * upcast after it in turn. Undefined when `version` is newer than `target` or not in its lineage.
 */
export function upcastTo(target: EventDefinition, version: number, data: unknown): unknown {
  const steps: Supersedes[] = [];
  let definition: EventDefinition | undefined = target;
  while (definition && definition.version > version) {
    if (!definition.supersedes) return undefined;
    steps.push(definition.supersedes);
    definition = definition.supersedes.definition;
  }
  if (definition?.version !== version) return undefined;
  return steps.reduceRight((value, step) => step.upcast(value as never), data);
}

/** A stream type and the current version of every event it may hold: the registry appends are checked against. */
export interface StreamDefinition<
  Definitions extends readonly EventDefinition[] = readonly EventDefinition[],
> {
  readonly streamType: string;
  readonly topic: string;
  readonly events: Definitions;
  /** The current definition of an event type, if this stream holds it. */
  definitionOf(type: string): Definitions[number] | undefined;
}

/** The union of a stream's current events: what its decider emits and evolves. */
export type StreamEvent<S extends StreamDefinition> = EventOf<S["events"][number]>;

export function defineStream<const Definitions extends readonly EventDefinition[]>(
  streamType: string,
  events: Definitions,
): StreamDefinition<Definitions> {
  const byType = new Map<string, Definitions[number]>();
  for (const definition of events) {
    if (definition.streamType !== streamType) {
      throw new Error(`${definition.type} belongs to ${definition.streamType}, not ${streamType}`);
    }
    if (byType.has(definition.type)) throw new Error(`${streamType} lists ${definition.type} twice`);
    byType.set(definition.type, definition);
  }
  return { streamType, topic: topicOf(streamType), events, definitionOf: (type) => byType.get(type) };
}
