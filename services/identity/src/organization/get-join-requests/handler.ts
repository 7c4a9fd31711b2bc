import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZJoinRequestsResponse } from "@mawid/contracts/identity";
import { requireUser } from "@mawid/service";
import type { IdentityDeps } from "../../deps.ts";
import { ZOrganizationParams } from "../params.ts";
import { requireManager } from "../read.ts";

/** `GET /api/v1/organizations/{id}/join-requests`: the requests waiting for an answer, oldest first, for owners and admins. */
export function registerGetJoinRequests(app: FastifyInstance, deps: IdentityDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/organizations/:id/join-requests",
      { schema: { params: ZOrganizationParams, response: { 200: ZJoinRequestsResponse } } },
      async (request) => {
        await requireManager(deps.db, request.params.id, requireUser(request).sub);
        const rows = await deps.db
          .selectFrom("join_requests as j")
          .innerJoin("users as u", "u.id", "j.user_id")
          .select([
            "j.id",
            "j.organization_id",
            "j.user_id",
            "u.display_name",
            "u.email",
            "j.message",
            "j.requested_at",
          ])
          .where("j.organization_id", "=", request.params.id)
          .orderBy("j.requested_at")
          .execute();
        return {
          joinRequests: rows.map((r) => ({
            id: r.id,
            organizationId: r.organization_id,
            userId: r.user_id,
            displayName: r.display_name,
            email: r.email,
            message: r.message,
            requestedAt: r.requested_at.toISOString(),
          })),
        };
      },
    );
}
