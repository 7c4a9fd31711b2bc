import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZInvitationsResponse } from "@mawid/contracts/identity";
import { ForbiddenError, requireUser } from "@mawid/service";
import type { IdentityDeps } from "../../deps.ts";
import { ZOrganizationParams } from "../params.ts";
import { requireMember } from "../read.ts";

/** `GET /api/v1/organizations/{id}/invitations`: those still open, for the owners and admins who send them. */
export function registerGetInvitations(app: FastifyInstance, deps: IdentityDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/organizations/:id/invitations",
      { schema: { params: ZOrganizationParams, response: { 200: ZInvitationsResponse } } },
      async (request) => {
        const role = await requireMember(deps.db, request.params.id, requireUser(request).sub);
        if (role !== "owner" && role !== "admin")
          throw new ForbiddenError("Only the organisation's owners and admins can do this");
        const rows = await deps.db
          .selectFrom("invitations")
          .select(["id", "organization_id", "email", "role", "expires_at"])
          .where("organization_id", "=", request.params.id)
          .where("accepted_at", "is", null)
          .where("expires_at", ">", new Date())
          .orderBy("expires_at", "desc")
          .execute();
        return {
          invitations: rows.map((r) => ({
            id: r.id,
            organizationId: r.organization_id,
            email: r.email,
            role: r.role,
            expiresAt: r.expires_at.toISOString(),
          })),
        };
      },
    );
}
