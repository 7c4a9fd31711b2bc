import { setPriority } from "node:os";
import { createDatabase } from "@mawid/eventstore";
import { migrateService } from "@mawid/service";
import { analyticsService } from "./app.ts";
import { LogPrunedError, rebuildReadModels } from "./rebuild/rebuild.ts";

const USAGE = `usage: npm run analytics -- rebuild [--force]
  builds analytics' read models afresh from the beginning of the bus log, beside the live ones (which
  the dashboards go on reading), swaps them in at once, and lets the live consumers go on from there. --force rebuilds even when
  retention has pruned the log.
DATABASE_URL must point at the platform's database (the postgres bus's log is read from schema "bus").`;

const format = new Intl.NumberFormat("en-GB");
/** The nice value a rebuild works at: well below the live service's 0. */
const REBUILD_PRIORITY = 10;

async function run(args: string[]): Promise<number> {
  const [command, ...flags] = args;
  const url = process.env.DATABASE_URL;
  if (!url || command !== "rebuild" || flags.some((f) => f !== "--force")) {
    console.error(USAGE);
    return 2;
  }
  // A rebuild runs beside the live service: its own turning of pages into facts, and PostgreSQL's
  // writing of them where the server runs on this machine, yield the CPU to the dashboards' readers.
  setPriority(REBUILD_PRIORITY);
  const db = createDatabase({ url, max: 3, applicationName: "analytics-rebuild" });
  try {
    await migrateService(analyticsService, db, true);
    let lastPrint = 0;
    const report = await rebuildReadModels({
      db,
      url,
      writerPriority: REBUILD_PRIORITY,
      schema: analyticsService.name,
      force: flags.includes("--force"),
      onProgress: ({ done, total, perSecond, topic }) => {
        if (performance.now() - lastPrint < 1_000 && done < total) return;
        lastPrint = performance.now();
        const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
        console.log(
          `${format.format(done)} / ${format.format(total)} events (${percent}%), ${format.format(Math.round(perSecond))} events/s, ${topic}`,
        );
      },
    });
    console.log(
      `rebuilt from ${format.format(report.events)} events in ${report.seconds.toFixed(1)} s (${format.format(Math.round(report.perSecond))} events/s)` +
        (report.skipped > 0
          ? `; ${report.skipped} broke their contract and were skipped, as the live consumers park them`
          : ""),
    );
    for (const [type, { count, error }] of Object.entries(report.skippedByType))
      console.error(`skipped ${count} ${type}: ${error}`);
    return 0;
  } catch (error) {
    if (error instanceof LogPrunedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await run(process.argv.slice(2));
