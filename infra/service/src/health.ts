import type { FastifyInstance } from "fastify";
import { sql, type Kysely } from "kysely";
import type { TServiceReadiness } from "@mawid/contracts";
import type { Bus } from "@mawid/bus";

export interface HealthSources {
  db: Kysely<unknown>;
  bus?: Bus;
  outboxBacklog(): Promise<number>;
  consumerLag(): Promise<number>;
  parkedMessages(): Promise<number>;
}

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
    await within(1500, check());
    return "up";
  } catch {
    return "down";
  }
}

async function count(source: () => Promise<number>): Promise<number> {
  try {
    return await within(1500, source());
  } catch {
    return 0;
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
    const [database, bus] = await Promise.all([
      probe(() => sql`SELECT 1`.execute(h.db)),
      h.bus ? probe(() => h.bus!.ping()) : Promise.resolve("up" as const),
    ]);
    const [outboxBacklog, consumerLag, parkedMessages] = await Promise.all([
      count(h.outboxBacklog),
      count(h.consumerLag),
      count(h.parkedMessages),
    ]);
    const up = database === "up" && bus === "up";
    const body: TServiceReadiness = {
      service: service.name,
      status: up ? (parkedMessages > 0 ? "degraded" : "up") : "down",
      checks: { database, bus },
      outboxBacklog,
      consumerLag,
      parkedMessages,
      uptimeSeconds: Math.round((Date.now() - started) / 1000),
      version: service.version,
    };
    return reply.status(up ? 200 : 503).send(body);
  });
}
