import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZMyOrganizationsResponse } from "@mawid/contracts/identity";
import { requireUser } from "@mawid/service";
import type { IdentityDeps } from "../../deps.ts";
import { membershipsOf } from "../../user/read-user.ts";

export function registerGetMyOrganizations(app: FastifyInstance, deps: IdentityDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/organizations",
      { schema: { response: { 200: ZMyOrganizationsResponse } } },
      async (request) => ({
        organizations: await membershipsOf(deps.db, requireUser(request).sub),
      }),
    );
}
