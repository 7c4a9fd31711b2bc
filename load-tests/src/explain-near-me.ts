// What one near-me query costs PostgreSQL: the discovery bench's 100,000 events (its own seed), the
// events service's migrations, then the very query near-search.ts sends for a visitor's grid cell,
// near three cities: its plan with EXPLAIN (ANALYZE, BUFFERS), and the CPU time the server process
// spent per query over 200 runs (from /proc, so other work on the machine does not count in it).
//   node load-tests/src/explain-near-me.ts
import type { CompiledQuery } from "kysely";
import pg from "pg";
import { createDatabase } from "@mawid/eventstore";
import { migrateService } from "@mawid/service";
import { eventsService } from "../../services/events/src/app.ts";
import { eventsDb } from "../../services/events/src/db/tables.ts";
import { candidatesQuery } from "../../services/events/src/discovery/near-search.ts";
import { seedDiscovery } from "./bench-discovery.ts";
import { isMain } from "./bench-results.ts";
import { benchDatabase } from "./local-database.ts";
import { processTreeCpuMs } from "./process-cpu.ts";

const PLACES: readonly [string, number, number][] = [
  ["Birmingham", 52.4862, -1.8904],
  ["London", 51.5074, -0.1278],
  ["Dhaka", 23.8103, 90.4125],
];
const RUNS = 200;

async function cpuPerQuery(
  client: pg.Client,
  query: CompiledQuery,
): Promise<{ ms: number | null; rows: number }> {
  const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
  const pid = rows[0]!.pid;
  const run = () => client.query(query.sql, query.parameters as unknown[]);
  for (let i = 0; i < 20; i++) await run();
  const before = processTreeCpuMs(pid);
  let found = 0;
  for (let i = 0; i < RUNS; i++) found = (await run()).rowCount ?? 0;
  const after = processTreeCpuMs(pid);
  return { ms: before === null || after === null ? null : (after - before) / RUNS, rows: found };
}

export async function explainNearMe(events = 100_000): Promise<void> {
  const database = await benchDatabase();
  const db = createDatabase({ url: database.url, max: 1 });
  const client = new pg.Client({ connectionString: database.url });
  try {
    await migrateService(eventsService, db, false);
    await client.connect();
    await seedDiscovery(client, events);
    const now = new Date();
    for (const [name, latitude, longitude] of PLACES) {
      const query = candidatesQuery(
        eventsDb(db),
        { near: { latitude, longitude }, radiusKm: 25, sort: "date", page: 1 },
        now,
      ).compile();
      const plan = await client.query(
        `EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`,
        query.parameters as unknown[],
      );
      console.log(`== ${name}, 25 km\n${plan.rows.map((r) => r["QUERY PLAN"]).join("\n")}`);
      const cost = await cpuPerQuery(client, query);
      console.log(
        `${name}: ${cost.rows} candidates, ${cost.ms === null ? "no /proc" : `${cost.ms.toFixed(2)} ms`} of PostgreSQL CPU per query`,
      );
    }
  } finally {
    await client.end().catch(() => {});
    await db.destroy();
    await database.stop();
  }
}

if (isMain(import.meta.url)) await explainNearMe();
