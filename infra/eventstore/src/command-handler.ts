import type { Kysely, Transaction } from "kysely";
import { appendToStream, type AppendResult, type CommandMeta } from "./append.ts";
import type { Decider } from "./decider.ts";
import { fold } from "./decider.ts";
import { ConcurrencyError } from "./errors.ts";
import { readStream } from "./read.ts";

/** An event as deciders emit and evolve it: the stored envelope's type and data. */
export interface DomainEvent {
  type: string;
  version?: number;
  data: Record<string, unknown>;
}

export interface HandleCommandOptions<Command, Event extends DomainEvent, State> {
  schema: string;
  streamType: string;
  streamId: string;
  decider: Decider<Command, Event, State>;
  command: Command;
  meta: CommandMeta;
  /** Inline read-model updates, in the same transaction as the append. */
  project?: (trx: Transaction<unknown>, events: Event[], state: State, result: AppendResult) => Promise<void>;
  /** Re-read and re-decide this many times when another writer moved the stream first. */
  retries?: number;
}

export interface HandledCommand<Event, State> {
  events: Event[];
  state: State;
  version: number;
}

/** Read the stream, decide, and append with the version read, all in one transaction. */
export async function handleCommand<Command, Event extends DomainEvent, State>(
  db: Kysely<unknown>,
  opts: HandleCommandOptions<Command, Event, State>,
): Promise<HandledCommand<Event, State>> {
  const attempts = (opts.retries ?? 2) + 1;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const stream = await readStream(trx, opts.schema, opts.streamId);
        const past = stream.events.map((e) => ({ type: e.type, version: e.version, data: e.data }) as Event);
        const state = fold(opts.decider, past);
        const events = opts.decider.decide(opts.command, state);
        const result = await appendToStream(trx, opts.schema, {
          streamType: opts.streamType,
          streamId: opts.streamId,
          expectedVersion: stream.version,
          events,
          meta: opts.meta,
        });
        const next = events.reduce(opts.decider.evolve, state);
        await opts.project?.(trx, events, next, result);
        return { events, state: next, version: result.nextVersion };
      });
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= attempts) throw error;
    }
  }
}
