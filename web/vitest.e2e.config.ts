import { defineConfig } from "vitest/config";
import { reportTo } from "@mawid/testing/vitest";

/** Browser tests: real Chromium against the built SPA (vite preview) and the running platform. */
export default defineConfig({
  test: {
    environment: "node",
    include: ["e2e/**/*.e2e.test.ts"],
    globalSetup: ["e2e/support/global-setup.ts"],
    // a flow through several services takes 15 to 60 s, and longer while npm test runs the other
    // workspaces' load tests on the same two cores
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // the global setup's teardown stops the platform (its services, then PostgreSQL) and removes its data
    teardownTimeout: 60_000,
    fileParallelism: false,
    pool: "forks",
    ...reportTo("test-results.e2e.json"),
  },
});
