import { processTestConfig } from "@mawid/testing/vitest";

// The gateway has no database: its tests start real Fastify upstreams and a fake identity JWKS.
export default processTestConfig;
