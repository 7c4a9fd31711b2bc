import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** The vitest settings every back-end workspace shares: one real PostgreSQL per run, generous hooks. */
export const backendTestConfig = defineConfig({
  test: {
    globalSetup: [fileURLToPath(new URL("./global-setup.ts", import.meta.url))],
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // The json report feeds the one-line total that `npm test` prints at the end.
    reporters: ["default", "json"],
    outputFile: { json: "test-results.json" },
  },
});
