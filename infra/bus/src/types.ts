import type { TEnvelope } from "@mawid/contracts/platform";

export type BusTransportName = "postgres" | "kafka";

export interface BusConfig {
  transport: BusTransportName;
  /** The postgres transport's log lives in schema "bus" of this database. */
  databaseUrl: string;
  kafkaBrokers?: string[];
  clientId: string;
  /** Kafka only: partitions of topics created on demand (default 3). */
  kafkaPartitions?: number;
  /** Kafka only: consumer session timeout (default 30 s; tests use less so a killed consumer is replaced sooner). */
  kafkaSessionTimeoutMs?: number;
  /** Postgres only: pool size of the bus's own connections (default 5). */
  poolMax?: number;
  logger?: BusLogger;
}

export interface OutgoingMessage {
  topic: string;
  key: string;
  envelope: TEnvelope;
  headers?: Record<string, string>;
}

export interface DeliveredMessage {
  topic: string;
  key: string;
  envelope: TEnvelope;
  headers: Record<string, string>;
}

export interface SubscribeOptions {
  group: string;
  topics: string[];
  /** Resolves after the message's effect committed; a rejection redelivers the message (after a backoff). */
  handle: (m: DeliveredMessage) => Promise<void>;
  /**
   * Many messages of one delivery, in order, instead of `handle` for each: resolves after all their
   * effects committed; a rejection redelivers them all. The postgres transport uses it when given;
   * Kafka, which commits each message's offset, calls `handle`.
   */
  handleMany?: (ms: DeliveredMessage[]) => Promise<void>;
  batchSize?: number;
  /**
   * The event types the subscriber handles, when it knows them: the postgres transport then fetches
   * no other message's envelope and hands it to nobody, and the group's checkpoint moves past it all
   * the same. Kafka delivers every message (the consumer's `handles` passes the others by).
   */
  types?: readonly string[];
}

export interface Subscription {
  stop(): Promise<void>;
}

export interface Bus {
  readonly transport: BusTransportName;
  publish(messages: OutgoingMessage[]): Promise<void>;
  subscribe(opts: SubscribeOptions): Promise<Subscription>;
  /** Messages on the topics not yet handled by the group (for health and metrics). */
  lag(group: string, topics: string[]): Promise<number>;
  /** Throws when the bus is unreachable (readiness). */
  ping(): Promise<void>;
  /**
   * Deletes the log's messages older than `retentionMs` that every live group has handled, and
   * answers how many (retention.ts). Only a bus that keeps its own log has it: Kafka brokers apply
   * their own retention.
   */
  pruneLog?(retentionMs: number): Promise<number>;
  close(): Promise<void>;
}

/** What the bus needs of a logger; a pino logger fits. */
export interface BusLogger {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export const silentLogger: BusLogger = { info() {}, warn() {}, error() {} };

/** Header names every transport sets from the envelope. */
export const HEADER_TRACEPARENT = "traceparent";
export const HEADER_MESSAGE_ID = "message-id";
export const HEADER_MESSAGE_TYPE = "message-type";

export function headersFor(m: OutgoingMessage): Record<string, string> {
  const h: Record<string, string> = { ...m.headers };
  h[HEADER_MESSAGE_ID] = m.envelope.id;
  h[HEADER_MESSAGE_TYPE] = `${m.envelope.type}.v${m.envelope.version}`;
  if (m.envelope.traceparent && !h[HEADER_TRACEPARENT]) h[HEADER_TRACEPARENT] = m.envelope.traceparent;
  return h;
}
