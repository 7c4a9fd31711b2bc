import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startLocalPostgres } from "@mawid/local-postgres";
import { keepVitestExitCode } from "./keep-vitest-exit-code.ts";

// Brings the ProvidedContext augmentation (adminDatabaseUrl) into this file.
import type {} from "./database.ts";

keepVitestExitCode();

/** One real PostgreSQL per test run (per workspace), unless TEST_DATABASE_URL points at one. */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide("adminDatabaseUrl", given);
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), "mawid-test-pg-"));
  const pg = await startLocalPostgres({
    dataDir,
    persistent: false,
    // A throwaway cluster: durability costs time and proves nothing here.
    settings: { fsync: "off", synchronous_commit: "off", full_page_writes: "off" },
  });
  project.provide("adminDatabaseUrl", pg.url);
  return async () => {
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
