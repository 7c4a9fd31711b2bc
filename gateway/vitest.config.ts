import { backendTestConfig } from "@mawid/testing/vitest";

// Real Fastify upstreams, a fake identity JWKS, and a real PostgreSQL for the replicas' shared
// rate-limit counts (the only data the gateway keeps).
export default backendTestConfig;
