import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZOrganization } from "@mawid/contracts/identity";
import type { IdentityDeps } from "../../deps.ts";
import { ZOrganizationParams } from "../params.ts";
import { getOrganization } from "../read.ts";

/** Public: events show who hosts them. */
export function registerGetOrganization(app: FastifyInstance, deps: IdentityDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/organizations/:id",
      { schema: { params: ZOrganizationParams, response: { 200: ZOrganization } } },
      async (request) => getOrganization(deps.db, request.params.id),
    );
}
