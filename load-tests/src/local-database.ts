import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalPostgres } from "@mawid/local-postgres";

export interface BenchDatabase {
  url: string;
  /** The server's postmaster, whose backends are its children; null for a database given by URL. */
  serverPid(): number | null;
  stop(): Promise<void>;
}

/**
 * The database a benchmark runs against: the given URL, or a fresh embedded PostgreSQL in a temp dir
 * with its default (durable) settings, stopped and removed afterwards.
 */
export async function benchDatabase(url?: string, settings?: Record<string, string>): Promise<BenchDatabase> {
  if (url) return { url, serverPid: () => null, stop: async () => {} };
  const dataDir = mkdtempSync(join(tmpdir(), "mawid-bench-pg-"));
  const pg = await startLocalPostgres({ dataDir, persistent: false, settings });
  return {
    url: pg.url,
    // postmaster.pid's first line, as PostgreSQL writes it for as long as it runs
    serverPid: () => Number(readFileSync(join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]),
    async stop() {
      await pg.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
