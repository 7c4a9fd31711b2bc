import type { FastifyInstance } from "fastify";
import pino from "pino";
import type { z } from "zod";
import {
  busMetrics,
  createBus,
  inboxMigrations,
  migrateBus,
  pruneInbox,
  retentionInterval,
  startConsumer,
  startRelay,
  type Bus,
  type Consumer,
} from "@mawid/bus";
import {
  createDatabase,
  eventStoreMetrics,
  eventStoreMigrations,
  measureEventStore,
  runMigrations,
} from "@mawid/eventstore";
import { buildServiceApp } from "./build-app.ts";
import { loadConfig, type TBaseConfig } from "./config.ts";
import { databaseAnswers } from "./health.ts";
import type { ServiceContext, ServiceDefinition } from "./definition.ts";
import { createMetrics } from "./metrics.ts";
import { stopTelemetry } from "./telemetry.ts";
import { remoteKeys } from "./token-verifier.ts";
import { listenOnUnixSocket, type UnixSocketListener } from "./unix-socket.ts";

export interface RunningService {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/**
 * Migrates the bus's schema when the postgres bus lives in this database, then the service's: the
 * event store, the inbox, then its own tables, all through the one runner.
 */
export async function migrateService(
  definition: ServiceDefinition<z.ZodRawShape>,
  db: ServiceContext["db"],
  bus: boolean,
) {
  if (bus) await migrateBus(db);
  await runMigrations(db, definition.name, [
    ...eventStoreMigrations,
    ...inboxMigrations,
    ...(definition.migrations ?? []),
  ]);
}

/** One count summed over the service's consumers, asked side by side: readiness bounds the wait. */
async function sumOver(
  consumers: readonly Consumer[],
  count: (c: Consumer) => Promise<number>,
): Promise<number> {
  const counts = await Promise.all(consumers.map(count));
  return counts.reduce((total, n) => total + n, 0);
}

/**
 * Runs one service as a process: config validated at boot, migrations, bus, outbox relay, consumers,
 * HTTP, and a graceful close on SIGTERM/SIGINT that finishes in-flight requests first.
 */
export async function runService<Extra extends z.ZodRawShape>(
  definition: ServiceDefinition<Extra>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningService> {
  const config = loadConfig(env, definition.config) as TBaseConfig & z.infer<z.ZodObject<Extra>>;
  const log = pino({ level: config.LOG_LEVEL, base: { service: definition.name } });
  const db = createDatabase({
    url: config.DATABASE_URL,
    max: config.DATABASE_POOL_MAX,
    applicationName: definition.name,
  });
  const usesPostgresBus = config.BUS === "postgres";
  const retentionMs = config.BUS_RETENTION_HOURS * 3_600_000;
  await migrateService(definition as unknown as ServiceDefinition<z.ZodRawShape>, db, usesPostgresBus);
  const bus: Bus = await createBus({
    transport: config.BUS,
    databaseUrl: config.DATABASE_URL,
    kafkaBrokers: config.KAFKA_BROKERS,
    clientId: definition.name,
    logger: log,
  });
  const metrics = createMetrics(definition.name);
  // the bus and the event store count on the registry that this service's /metrics serves
  const onBus = busMetrics(metrics);
  const unmeasure = measureEventStore(definition.name, eventStoreMetrics(metrics));
  const ctx: ServiceContext<TBaseConfig & z.infer<z.ZodObject<Extra>>> = {
    name: definition.name,
    config,
    db,
    bus,
    metrics,
  };
  await definition.onStart?.(ctx);
  const relay = startRelay({
    db,
    schema: definition.name,
    bus,
    logger: log,
    metrics: onBus,
    // the Postgres bus always lives in the service's own database (createBus is given DATABASE_URL)
    inDatabase: usesPostgresBus,
  });
  const consumerDefs = definition.consumers?.(ctx) ?? [];
  const consumers: Consumer[] = [];
  for (const c of consumerDefs) {
    consumers.push(
      await startConsumer({
        db,
        schema: definition.name,
        bus,
        logger: log,
        // Safe only because the postgres bus keeps its checkpoints in this same cluster: the durable
        // checkpoint commit that follows flushes the effect's WAL first. Kafka offsets live elsewhere.
        asyncCommit: usesPostgresBus,
        metrics: onBus,
        afterCommit: relay.wake,
        ...c,
      }),
    );
  }
  const keys =
    definition.accessTokenKeys?.(ctx) ??
    remoteKeys({ origin: config.IDENTITY_URL, socketPath: config.IDENTITY_SOCKET });
  // Asked for now rather than by the first request: after a restart, a burst of callers would all
  // wait on that one fetch, and all be answered 503 if it ran past its timeout on a busy machine.
  // Identity down now is no reason not to start: the keys are then fetched on first use, as before.
  await keys.available();
  const app = await buildServiceApp({
    definition,
    ctx,
    consumers: consumerDefs,
    keys,
    afterWrite: relay.wake,
    health: {
      database: databaseAnswers(db),
      bus: () => bus.ping(),
      outboxBacklog: () => relay.backlog(),
      consumerLag: () => sumOver(consumers, (c) => c.lag()),
      parkedMessages: () => sumOver(consumers, (c) => c.parkedCount()),
    },
  });
  // What the bus delivered and every group handled is forgotten after the retention, by every
  // instance's timer: the bus log's prune takes an advisory lock, so one instance at a time works.
  const pruneEveryMs = retentionInterval(retentionMs);
  const pruneLog = bus.pruneLog?.bind(bus);
  if (pruneLog)
    app.scheduleTask({ name: "bus-retention", everyMs: pruneEveryMs, run: () => pruneLog(retentionMs) });
  if (consumers.length > 0)
    app.scheduleTask({
      name: "inbox-retention",
      everyMs: pruneEveryMs,
      run: () => pruneInbox(db, definition.name, retentionMs),
    });
  // On one machine a service serves on its Unix socket alone: no TCP port for anyone to reach
  // it around the gateway. A TCP port is only for containers, or a service run alone with PORT.
  let url: string;
  let unixSocket: UnixSocketListener | null = null;
  if (config.PORT !== undefined) {
    url = await app.listen({ host: config.HOST, port: config.PORT });
    if (config.SOCKET_PATH) unixSocket = await listenOnUnixSocket(app.server, config.SOCKET_PATH);
  } else {
    await app.ready();
    unixSocket = await listenOnUnixSocket(app.server, config.SOCKET_PATH!);
    url = `unix:${config.SOCKET_PATH}`;
  }
  log.info({ url, socket: config.SOCKET_PATH }, `${definition.name} listening`);
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await Promise.all([app.close(), unixSocket?.close()]);
      for (const c of consumers) await c.stop();
      await relay.stop();
      await bus.close();
      await db.destroy();
      unmeasure();
      await stopTelemetry();
    })();
    return closing;
  };
  return { app, url, close };
}

/** server.ts of every service: run, and close cleanly on a signal. */
export function main<Extra extends z.ZodRawShape>(definition: ServiceDefinition<Extra>): void {
  runService(definition).then(
    (running) => {
      const stop = (signal: string) => {
        running.app.log.info({ signal }, "shutting down");
        running.close().then(
          () => process.exit(0),
          (error: unknown) => {
            running.app.log.error({ err: error }, "shutdown failed");
            process.exit(1);
          },
        );
      };
      process.once("SIGTERM", stop);
      process.once("SIGINT", stop);
    },
    (error: unknown) => {
      console.error(`${definition.name} failed to start:`, error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
