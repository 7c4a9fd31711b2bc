import { defineConfig } from "vitest/config";
import { reportTo } from "@mawid/testing/vitest";

/** Browser tests: real Chromium against the built SPA (vite preview) and the running platform. */
export default defineConfig({
  test: {
    environment: "node",
    include: ["e2e/**/*.e2e.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: "forks",
    ...reportTo("test-results.e2e.json"),
  },
});
