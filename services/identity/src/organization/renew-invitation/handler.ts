import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZInvitation } from "@mawid/contracts/identity";
import { commandMeta, requireUser } from "@mawid/service";
import { typed } from "../../db/schema.ts";
import type { IdentityDeps } from "../../deps.ts";
import { newToken, sha256 } from "../../shared/secrets.ts";
import { countAttempt, invitationRules } from "../../shared/throttle.ts";
import { handleOrganizationCommand } from "../handle.ts";
import { invitationExpiry, mailInvitation } from "../invitation-mail.ts";
import { ZInvitationParams } from "../params.ts";
import { actorOf } from "../read.ts";

/**
 * `POST /api/v1/organizations/{id}/invitations/{invitationId}/resend`: an owner or admin sends an open
 * invitation again, to someone who lost the mail or let it lapse: a new link, working for the full
 * time again, and the old link joins no one. It counts against the organisation's invitations an hour.
 */
export function registerRenewInvitation(app: FastifyInstance, deps: IdentityDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/organizations/:id/invitations/:invitationId/resend",
      { schema: { params: ZInvitationParams, response: { 200: ZInvitation } } },
      async (request) => {
        const now = new Date();
        const { id: organizationId, invitationId } = request.params;
        const token = newToken();
        const expiresAt = invitationExpiry(now).toISOString();
        const { state } = await handleOrganizationCommand(
          deps.db,
          organizationId,
          {
            type: "RenewInvitation",
            actor: actorOf(requireUser(request)),
            invitationId,
            expiresAt,
            at: now.toISOString(),
          },
          commandMeta(request, now),
          async (trx) => {
            await countAttempt(typed(trx), invitationRules(organizationId), now);
            await typed(trx)
              .updateTable("invitation_secrets")
              .set({ token_hash: sha256(token) })
              .where("invitation_id", "=", invitationId)
              .execute();
          },
        );
        const { email, role } = state.invitations[invitationId]!;
        await mailInvitation(deps, { email, role, organizationName: state.organization!.name, token });
        return { id: invitationId, organizationId, email, role, expiresAt };
      },
    );
}
