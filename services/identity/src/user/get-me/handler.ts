import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZMeResponse } from "@mawid/contracts/identity";
import { requireUser } from "@mawid/service";
import type { IdentityDeps } from "../../deps.ts";
import { readMe } from "./read-me.ts";

export function registerGetMe(app: FastifyInstance, deps: IdentityDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/v1/me", { schema: { response: { 200: ZMeResponse } } }, async (request) =>
      readMe(deps.db, requireUser(request).sub),
    );
}
