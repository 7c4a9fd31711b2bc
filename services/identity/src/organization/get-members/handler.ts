import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZMembersResponse } from "@mawid/contracts/identity";
import { requireUser } from "@mawid/service";
import type { IdentityDeps } from "../../deps.ts";
import { ZOrganizationParams } from "../params.ts";
import { readMembers, requireMember } from "../read.ts";

export function registerGetMembers(app: FastifyInstance, deps: IdentityDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/organizations/:id/members",
      { schema: { params: ZOrganizationParams, response: { 200: ZMembersResponse } } },
      async (request) => {
        await requireMember(deps.db, request.params.id, requireUser(request).sub);
        return { members: await readMembers(deps.db, request.params.id) };
      },
    );
}
