export {
  type AppendRequest,
  type AppendResult,
  appendToStream,
  type CommandMeta,
  countAppends,
  sharedEnvelope,
} from "./append.ts";
export {
  type CommandHandlerOptions,
  type CommitWith,
  commandHandler,
  type HandledCommand,
  type Projection,
} from "./command-handler.ts";
export { createDatabase, type DatabaseOptions } from "./database.ts";
export { type Decider, fold } from "./decider.ts";
export { ConcurrencyError, type ExpectedVersion } from "./errors.ts";
export { executeAndCommit, sqlLiteral } from "./execute-and-commit.ts";
export { given } from "./given-when-then.ts";
export {
  type EventStoreMetrics,
  type EventStoreMetricsOptions,
  eventStoreMetrics,
  measureEventStore,
} from "./metrics.ts";
export { eventStoreMigrations, migrateEventStore } from "./migrate.ts";
export { schemaStatement } from "./prepared-statements.ts";
export { readStream, type StreamRead } from "./read.ts";
export { replayStream } from "./replay.ts";
export { checkRegistered, type EventsOf, UnregisteredEventError } from "./registered-stream.ts";
export { type Migration, runMigrations } from "./run-migrations.ts";
