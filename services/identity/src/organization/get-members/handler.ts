import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZMembersResponse } from "@mawid/contracts/identity";
import { requireUser } from "@mawid/service";
import type { IdentityDeps } from "../../deps.ts";
import { ZOrganizationParams } from "../params.ts";
import { requireMember } from "../read.ts";

export function registerGetMembers(app: FastifyInstance, deps: IdentityDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/organizations/:id/members",
      { schema: { params: ZOrganizationParams, response: { 200: ZMembersResponse } } },
      async (request) => {
        await requireMember(deps.db, request.params.id, requireUser(request).sub);
        const rows = await deps.db
          .selectFrom("memberships as m")
          .innerJoin("users as u", "u.id", "m.user_id")
          .select(["m.user_id", "u.email", "u.display_name", "m.role", "m.joined_at"])
          .where("m.organization_id", "=", request.params.id)
          .orderBy("m.joined_at")
          .execute();
        return {
          members: rows.map((r) => ({
            userId: r.user_id,
            email: r.email,
            displayName: r.display_name,
            role: r.role,
            joinedAt: r.joined_at.toISOString(),
          })),
        };
      },
    );
}
