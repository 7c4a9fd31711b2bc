import { defineConfig } from "vitest/config";
import { backendTestConfig } from "@mawid/testing/vitest";

// Starting a whole platform takes a while on two cores; the database roles' test needs a PostgreSQL server.
export default defineConfig({
  test: { ...backendTestConfig.test, testTimeout: 120_000, hookTimeout: 120_000 },
});
