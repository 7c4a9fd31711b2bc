import type { FastifyInstance } from "fastify";
import type { IdentityDeps } from "../deps.ts";

export function registerGetJwks(app: FastifyInstance, deps: IdentityDeps): void {
  app.get("/.well-known/jwks.json", async (_request, reply) => {
    reply.header("cache-control", "public, max-age=60");
    return deps.keys.jwks(new Date());
  });
}
