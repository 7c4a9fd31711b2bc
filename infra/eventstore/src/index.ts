export {
  appendToStream,
  type AppendRequest,
  type AppendResult,
  type CommandMeta,
  type NewEvent,
} from "./append.ts";
export { createDatabase, type DatabaseOptions } from "./database.ts";
export { type Decider, fold } from "./decider.ts";
export { ConcurrencyError, type ExpectedVersion } from "./errors.ts";
export { given } from "./given-when-then.ts";
export {
  handleCommand,
  type DomainEvent,
  type HandleCommandOptions,
  type HandledCommand,
} from "./handle-command.ts";
export {
  type EventStoreMetrics,
  type EventStoreMetricsOptions,
  eventStoreMetrics,
  measureEventStore,
} from "./metrics.ts";
export { migrateEventStore } from "./migrate.ts";
export { readStream, type StreamRead } from "./read.ts";
export { type Migration, runMigrations } from "./run-migrations.ts";
