import { defineConfig } from "vitest/config";
import { processTestConfig } from "@mawid/testing/vitest";

// Starting a whole platform takes a while on two cores.
export default defineConfig({
  test: { ...processTestConfig.test, testTimeout: 120_000, hookTimeout: 120_000 },
});
