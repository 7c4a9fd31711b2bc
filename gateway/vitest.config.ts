import { defineConfig } from "vitest/config";

/**
 * The gateway has no database, so it skips backendTestConfig's embedded PostgreSQL; the rest of
 * the settings match it. Its tests start real Fastify upstreams and a fake identity JWKS.
 */
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
