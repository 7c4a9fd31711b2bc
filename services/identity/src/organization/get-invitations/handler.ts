import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZInvitationsResponse } from "@mawid/contracts/identity";
import { requireUser } from "@mawid/service";
import type { IdentityDeps } from "../../deps.ts";
import { ZOrganizationParams } from "../params.ts";
import { requireManager } from "../read.ts";

/** `GET /api/v1/organizations/{id}/invitations`: those still open, for the owners and admins who send them. */
export function registerGetInvitations(app: FastifyInstance, deps: IdentityDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/organizations/:id/invitations",
      { schema: { params: ZOrganizationParams, response: { 200: ZInvitationsResponse } } },
      async (request) => {
        await requireManager(deps.db, request.params.id, requireUser(request).sub);
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
