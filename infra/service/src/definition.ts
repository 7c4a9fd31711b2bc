import type { FastifyInstance } from "fastify";
import type { Kysely, Transaction } from "kysely";
import type { z } from "zod";
import type { Bus, DeliveredMessage } from "@mawid/bus";
import type { Migration } from "@mawid/eventstore";
import type { TBaseConfig } from "./config.ts";
import type { ErrorStatusMapper } from "./error-status.ts";
import type { ServiceMetrics } from "./metrics.ts";
import type { KeySource } from "./token-verifier.ts";

/** A consumer group as the platform runs it; services write one with defineConsumer. */
export interface ConsumerDefinition {
  /** `<service>.<purpose>` */
  group: string;
  topics: string[];
  /** The event types `handle` has anything to do with, when known (the bus's ConsumerOptions.types). */
  types?: string[];
  /** Whether `handle` has anything to do with a message (see the bus's ConsumerOptions.handles). */
  handles?(message: DeliveredMessage): boolean;
  handle(trx: Transaction<unknown>, message: DeliveredMessage): Promise<void>;
  /** Each delivered batch in one transaction (see the bus's ConsumerOptions.batched). */
  batched?: boolean;
  /**
   * Writes what the handlers gathered, before the transaction commits (the bus's ConsumerOptions.flush).
   * Whoever calls `handle` outside the bus, a test, calls this after it in the same transaction.
   */
  flush?(trx: Transaction<unknown>): Promise<void>;
}

export interface ServiceContext<Config extends TBaseConfig = TBaseConfig> {
  name: string;
  config: Config;
  db: Kysely<unknown>;
  metrics: ServiceMetrics;
  /** Absent in API tests that run without a bus. */
  bus?: Bus;
}

/** Everything that makes one service: its config, tables, routes and consumers. */
export interface ServiceDefinition<Extra extends z.ZodRawShape = Record<never, never>> {
  /** Also the service's Postgres schema. */
  name: string;
  version: string;
  /** Extra env the service needs beyond the base config. */
  config?: Extra;
  /**
   * The service's own numbered migrations, oldest first, each a file in its src/db/migrations/; the
   * platform runs them after the event store's and the inbox's, and never edits a released one.
   */
  migrations?: readonly Migration[];
  routes(app: FastifyInstance, ctx: ServiceContext<TBaseConfig & z.infer<z.ZodObject<Extra>>>): Promise<void>;
  /** Statuses for the service's own domain errors (its one error mapper); the kinds' defaults otherwise. */
  errorStatus?: ErrorStatusMapper;
  consumers?(ctx: ServiceContext<TBaseConfig & z.infer<z.ZodObject<Extra>>>): ConsumerDefinition[];
  /**
   * Where this service finds the keys that sign access tokens, when it keeps them itself (identity);
   * every other service fetches identity's JWKS (IDENTITY_URL, or IDENTITY_SOCKET on one machine).
   */
  accessTokenKeys?(ctx: ServiceContext<TBaseConfig & z.infer<z.ZodObject<Extra>>>): KeySource;
  /** Work at start after migrations (seed data, bootstrap admin), run once per process. */
  onStart?(ctx: ServiceContext<TBaseConfig & z.infer<z.ZodObject<Extra>>>): Promise<void>;
}
