import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** Every workspace's vitest writes a json report: it feeds the one-line total `npm test` prints last. */
export function reportTo(file = "test-results.json") {
  return { reporters: ["default", "json"], outputFile: { json: file } };
}

/**
 * Settings for back-end workspaces without a database: real processes, generous limits. A flow through
 * several services takes a few seconds alone and over 30 s while npm test runs the browser tests and
 * two other workspaces on the same two cores; the limit is there to end a hang, not to time a test.
 */
export const processTestConfig = defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Each worker imports fastify, kysely, pg and the contracts once rather than once per test file:
    // payments' 29 files took 37 s of CPU instead of 73 s. Every test builds its own app and database
    // schema, and the few that fake the clock or change TZ put them back.
    isolate: false,
    // identity's password hashes at a test cost (production refuses it); processes started by tests inherit it
    env: { PASSWORD_HASH_COST: "test" },
    ...reportTo(),
  },
});

/** The vitest settings every back-end workspace with data shares: one real PostgreSQL per run. */
export const backendTestConfig = defineConfig({
  test: {
    ...processTestConfig.test,
    globalSetup: [fileURLToPath(new URL("./global-setup.ts", import.meta.url))],
  },
});
