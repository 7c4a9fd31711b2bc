import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { commandMeta, requireUser } from "@mawid/service";
import { typed } from "../../db/schema.ts";
import type { IdentityDeps } from "../../deps.ts";
import { handleOrganizationCommand } from "../handle.ts";
import { ZInvitationParams } from "../params.ts";
import { actorOf } from "../read.ts";

/** `DELETE /api/v1/organizations/{id}/invitations/{invitationId}`: an owner or admin takes an invitation back. */
export function registerRevokeInvitation(app: FastifyInstance, deps: IdentityDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .delete(
      "/api/v1/organizations/:id/invitations/:invitationId",
      { schema: { params: ZInvitationParams } },
      async (request, reply) => {
        const now = new Date();
        await handleOrganizationCommand(
          deps.db,
          request.params.id,
          {
            type: "RevokeInvitation",
            actor: actorOf(requireUser(request)),
            invitationId: request.params.invitationId,
            at: now.toISOString(),
          },
          commandMeta(request, now),
          // The link's secret goes with the decision, so the mailed link finds nothing at all.
          async (trx) => {
            await typed(trx)
              .deleteFrom("invitation_secrets")
              .where("invitation_id", "=", request.params.invitationId)
              .execute();
          },
        );
        return reply.status(204).send();
      },
    );
}
