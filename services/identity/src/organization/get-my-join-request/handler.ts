import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZJoinRequestStatus } from "@mawid/contracts/identity";
import { requireUser } from "@mawid/service";
import type { IdentityDeps } from "../../deps.ts";
import { ZOrganizationParams } from "../params.ts";
import { getOrganization, roleOf } from "../read.ts";

/** `GET /api/v1/organizations/{id}/join-requests/mine`: whether the caller is on the team, has asked, or neither. */
export function registerGetMyJoinRequest(app: FastifyInstance, deps: IdentityDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/organizations/:id/join-requests/mine",
      { schema: { params: ZOrganizationParams, response: { 200: ZJoinRequestStatus } } },
      async (request) => {
        const userId = requireUser(request).sub;
        const organizationId = request.params.id;
        await getOrganization(deps.db, organizationId);
        const [member, asked] = await Promise.all([
          roleOf(deps.db, organizationId, userId),
          deps.db
            .selectFrom("join_requests")
            .select("id")
            .where("organization_id", "=", organizationId)
            .where("user_id", "=", userId)
            .executeTakeFirst(),
        ]);
        return { status: member ? ("member" as const) : asked ? ("pending" as const) : ("none" as const) };
      },
    );
}
