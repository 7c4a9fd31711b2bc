import { createKafkaBus } from "./kafka-transport.ts";
import { createPostgresBus } from "./postgres-transport.ts";
import type { Bus, BusConfig } from "./types.ts";

export { type Consumer, type ConsumerOptions, startConsumer } from "./consumer.ts";
export {
  type EventHandler,
  type EventMeta,
  on,
  type RoutedHandlers,
  routeHandlers,
  UnknownEventVersionError,
} from "./event-handlers.ts";
export { type BusMetrics, type BusMetricsOptions, busMetrics } from "./metrics.ts";
export { inboxMigrations, migrateBus, migrateInbox } from "./migrate.ts";
export {
  discardParked,
  listParked,
  type ParkedMessage,
  parkMessage,
  ParkedMessageNotFound,
  type RetryOutcome,
  retryParked,
} from "./parked.ts";
export { type Relay, type RelayOptions, startRelay } from "./relay.ts";
export { pruneBusLog, pruneInbox, retentionInterval } from "./retention.ts";
export {
  type Bus,
  type BusConfig,
  type BusLogger,
  type BusTransportName,
  type DeliveredMessage,
  HEADER_MESSAGE_ID,
  HEADER_MESSAGE_TYPE,
  HEADER_TRACEPARENT,
  type OutgoingMessage,
  type SubscribeOptions,
  type Subscription,
} from "./types.ts";

/** The bus of the configured transport: the Postgres log (one machine) or Kafka (distributed). */
export async function createBus(config: BusConfig): Promise<Bus> {
  switch (config.transport) {
    case "postgres":
      return createPostgresBus(config);
    case "kafka":
      return createKafkaBus(config);
    default:
      throw new Error(`unknown bus transport ${String(config.transport)}`);
  }
}
