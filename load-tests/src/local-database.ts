import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalPostgres } from "@mawid/local-postgres";

export interface BenchDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * The database a benchmark runs against: the given URL, or a fresh embedded PostgreSQL in a temp dir
 * with its default (durable) settings, stopped and removed afterwards.
 */
export async function benchDatabase(url?: string, settings?: Record<string, string>): Promise<BenchDatabase> {
  if (url) return { url, stop: async () => {} };
  const dataDir = mkdtempSync(join(tmpdir(), "mawid-bench-pg-"));
  const pg = await startLocalPostgres({ dataDir, persistent: false, settings });
  return {
    url: pg.url,
    async stop() {
      await pg.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
