import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { reportTo } from "@mawid/testing/vitest";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test-setup.ts"],
    // a test that stubs fetch (vi.stubGlobal) never leaks its gateway into the next test
    unstubGlobals: true,
    css: false,
    // One jsdom and one antd per worker rather than per file: 65 files took 438 s alone with a fresh
    // worker each, 253 s sharing them (every file cleans up after itself in test-setup.ts).
    isolate: false,
    // jsdom renders of antd forms take seconds when the other workspaces test at the same time.
    testTimeout: 30_000,
    ...reportTo(),
  },
});
