import type { FastifyInstance } from "fastify";
import type { Kysely, Transaction } from "kysely";
import type { z } from "zod";
import type { Bus, DeliveredMessage } from "@mawid/bus";
import type { TBaseConfig } from "./config.ts";
import type { ServiceMetrics } from "./metrics.ts";

export interface ConsumerDefinition {
  /** `<service>.<purpose>` */
  group: string;
  topics: string[];
  handle(trx: Transaction<unknown>, message: DeliveredMessage): Promise<void>;
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
  migrate?(db: Kysely<unknown>, schema: string): Promise<void>;
  routes(app: FastifyInstance, ctx: ServiceContext<TBaseConfig & z.infer<z.ZodObject<Extra>>>): Promise<void>;
  consumers?(ctx: ServiceContext<TBaseConfig & z.infer<z.ZodObject<Extra>>>): ConsumerDefinition[];
  /** Work at start after migrations (seed data, bootstrap admin), run once per process. */
  onStart?(ctx: ServiceContext<TBaseConfig & z.infer<z.ZodObject<Extra>>>): Promise<void>;
}
