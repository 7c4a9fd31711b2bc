import type { Kysely, Transaction } from "kysely";
import type { CommandMeta } from "./append.ts";
import { appendToStream } from "./append.ts";
import { type Decider, fold } from "./decider.ts";
import { ConcurrencyError } from "./errors.ts";
import { readStream } from "./read.ts";
import type { StreamDefinition } from "@mawid/contracts/platform";
import { checkRegistered, type EventsOf, toCurrent } from "./registered-stream.ts";

/** A read model's update for the events of one command, in the append's transaction. */
export type Projection<Event> = (trx: Transaction<unknown>, events: readonly Event[]) => Promise<void>;

export interface CommandHandlerOptions<Command, Stream extends StreamDefinition, State> {
  /** The service's schema, which holds its event store. */
  schema: string;
  stream: Stream;
  decider: Decider<Command, EventsOf<Stream>, State>;
  /** Every read model these events update: projections own their rows, so each can be rebuilt. */
  projections?: readonly Projection<EventsOf<Stream>>[];
  /**
   * Each command starts a stream under an id just made (a new order): nothing to read, so the round
   * trip is saved; the append still refuses a stream that exists, and that is not retried.
   */
  startsStreams?: boolean;
}

export interface HandledCommand<Event, State> {
  events: Event[];
  /** The stream's state after the events, so a handler answers without reading back what it wrote. */
  state: State;
  version: number;
}

/** Writes that are not read models (a password hash, a used token) and must commit with the events. */
export type CommitWith<Event, State> = (
  trx: Transaction<unknown>,
  handled: HandledCommand<Event, State>,
) => Promise<void>;

/** The one retry policy: a command that lost a race re-reads its stream and decides again, twice at most. */
const CONFLICT_ATTEMPTS = 3;

/**
 * One way to handle a command for an aggregate: read the stream (older event versions upcast),
 * decide, check the events against the stream's registry, append with the version read, and run the
 * projections, all in one transaction; on a concurrency conflict, again from the read. Given a
 * transaction instead of the database, it works inside it, so one use case can write several streams
 * all or nothing (a series and its occurrences).
 */
export function commandHandler<Command, Stream extends StreamDefinition, State>(
  opts: CommandHandlerOptions<Command, Stream, State>,
) {
  type Event = EventsOf<Stream>;
  const decideOnce = (
    db: Kysely<unknown>,
    streamId: string,
    command: Command,
    meta: CommandMeta,
    commitWith?: CommitWith<Event, State>,
  ) => {
    const once = async (trx: Transaction<unknown>): Promise<HandledCommand<Event, State>> => {
      const stream = opts.startsStreams ? NO_STREAM : await readStream(trx, opts.schema, streamId);
      const past = stream.events.map((e) => toCurrent(opts.stream, e) as Event);
      const state = fold(opts.decider, past);
      const events = opts.decider.decide(command, state);
      checkRegistered(opts.stream, events);
      const { nextVersion } = await appendToStream(trx, opts.schema, {
        streamType: opts.stream.streamType,
        streamId,
        expectedVersion: stream.version,
        events,
        meta,
      });
      const handled = { events, state: events.reduce(opts.decider.evolve, state), version: nextVersion };
      for (const project of opts.projections ?? []) await project(trx, events);
      await commitWith?.(trx, handled);
      return handled;
    };
    return db.isTransaction ? once(db as Transaction<unknown>) : db.transaction().execute(once);
  };

  /** Takes the service's typed database too: the store's own statements need no table types. */
  return async function handle<Tables>(
    db: Kysely<Tables>,
    streamId: string,
    command: Command,
    meta: CommandMeta,
    commitWith?: CommitWith<Event, State>,
  ): Promise<HandledCommand<Event, State>> {
    // Inside a caller's transaction a conflict has already aborted it: the caller retries the whole.
    if (db.isTransaction) return decideOnce(db as Kysely<unknown>, streamId, command, meta, commitWith);
    for (let attempt = 1; ; attempt++) {
      try {
        return await decideOnce(db as Kysely<unknown>, streamId, command, meta, commitWith);
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= CONFLICT_ATTEMPTS || opts.startsStreams)
          throw error;
      }
    }
  };
}

const NO_STREAM = { version: 0, events: [] };
