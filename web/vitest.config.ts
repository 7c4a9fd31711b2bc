import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { reportTo } from "@mawid/testing/vitest";

/** Test files that replace a module with vi.mock are named so. */
const MOCKS_MODULES = "src/**/*.mocks.test.{ts,tsx}";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test-setup.ts"],
    // a test that stubs fetch (vi.stubGlobal) never leaks its gateway into the next test
    unstubGlobals: true,
    css: false,
    // jsdom renders of antd forms take seconds when the other workspaces and the browser tests run at
    // the same time; the create-event walk through took over 30 s in one such run.
    testTimeout: 90_000,
    ...reportTo(),
    projects: [
      {
        extends: true,
        test: {
          name: "components",
          include: ["src/**/*.test.{ts,tsx}"],
          exclude: [MOCKS_MODULES],
          // One jsdom and one antd per worker rather than per file: 65 files took 438 s alone with a
          // fresh worker each, 253 s sharing them (every file cleans up after itself in test-setup.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        // vi.mock swaps a module for the file that asks: in a shared worker, a file before it may
        // already hold the real one, so these files get a fresh worker each.
        test: { name: "components with mocked modules", include: [MOCKS_MODULES] },
      },
    ],
  },
});
