import type { FastifyInstance } from "fastify";
import { type Kysely, sql } from "kysely";
import {
  READINESS_CHECK_TIMEOUT_MS,
  TASK_FAILING_PASSES,
  type TScheduledTaskState,
  type TServiceReadiness,
} from "@mawid/contracts/platform";

/** What `/health/ready` asks; each may hang, and none is waited on longer than the shared bound. */
export interface HealthSources {
  database(): Promise<unknown>;
  /** Absent for a service run without a bus (tests). */
  bus?: () => Promise<unknown>;
  outboxBacklog(): Promise<number>;
  consumerLag(): Promise<number>;
  parkedMessages(): Promise<number>;
  /** How the service's scheduled tasks stand (installScheduledTasks); absent for none. */
  tasks?: () => TScheduledTaskState[];
}

/** The database check every service runs: one round trip on its own pool. */
export const databaseAnswers = (db: Kysely<unknown>) => () => sql`SELECT 1`.execute(db);

const started = Date.now();

async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function probe(check: () => Promise<unknown>): Promise<"up" | "down"> {
  try {
    await within(READINESS_CHECK_TIMEOUT_MS, check());
    return "up";
  } catch {
    return "down";
  }
}

/** A count, or undefined when it failed or took too long: unknown is not the same as none. */
async function count(source: () => Promise<number>): Promise<number | undefined> {
  try {
    return await within(READINESS_CHECK_TIMEOUT_MS, source());
  } catch {
    return undefined;
  }
}

/** Live: the process answers. Ready: its database and bus answer too; counts feed the health page. */
export function installHealthRoutes(
  app: FastifyInstance,
  service: { name: string; version: string },
  h: HealthSources,
) {
  app.get("/health/live", { logLevel: "warn" }, async () => ({ status: "up" }));
  app.get("/health/ready", { logLevel: "warn" }, async (_request, reply) => {
    // side by side: a hung bus must not hold up the answer that says so past the gateway's wait
    const [database, bus, outboxBacklog, consumerLag, parkedMessages] = await Promise.all([
      probe(h.database),
      h.bus ? probe(h.bus) : ("up" as const),
      count(h.outboxBacklog),
      count(h.consumerLag),
      count(h.parkedMessages),
    ]);
    const up = database === "up" && bus === "up";
    const tasks = h.tasks?.();
    const failing = tasks?.some((task) => task.failuresInARow >= TASK_FAILING_PASSES) ?? false;
    const body: TServiceReadiness = {
      service: service.name,
      status: up ? ((parkedMessages ?? 0) > 0 || failing ? "degraded" : "up") : "down",
      checks: { database, bus },
      outboxBacklog,
      consumerLag,
      parkedMessages,
      tasks: tasks?.length ? tasks : undefined,
      uptimeSeconds: Math.round((Date.now() - started) / 1000),
      version: service.version,
    };
    return reply.status(up ? 200 : 503).send(body);
  });
}
