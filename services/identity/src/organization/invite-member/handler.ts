import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZInvitation, ZInviteMemberRequest } from "@mawid/contracts/identity";
import { commandMeta, requireUser } from "@mawid/service";
import { typed } from "../../db/schema.ts";
import type { IdentityDeps } from "../../deps.ts";
import { newToken, sha256 } from "../../shared/secrets.ts";
import { countAttempt, invitationRules } from "../../shared/throttle.ts";
import { handleOrganizationCommand } from "../handle.ts";
import { invitationExpiry, mailInvitation } from "../invitation-mail.ts";
import { ZOrganizationParams } from "../params.ts";
import { actorOf } from "../read.ts";

export function registerInviteMember(app: FastifyInstance, deps: IdentityDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/organizations/:id/invitations",
      { schema: { params: ZOrganizationParams, body: ZInviteMemberRequest, response: { 201: ZInvitation } } },
      async (request, reply) => {
        const now = new Date();
        const organizationId = request.params.id;
        const { email, role } = request.body;
        const invitationId = randomUUID();
        const token = newToken();
        const expiresAt = invitationExpiry(now);
        const { state } = await handleOrganizationCommand(
          deps.db,
          organizationId,
          {
            type: "InviteMember",
            actor: actorOf(requireUser(request)),
            invitationId,
            email,
            role,
            expiresAt: expiresAt.toISOString(),
            at: now.toISOString(),
          },
          commandMeta(request, now),
          async (trx) => {
            // counted once the decider accepted the invitation, so an outsider cannot use up the budget
            await countAttempt(typed(trx), invitationRules(organizationId), now);
            await typed(trx)
              .insertInto("invitation_secrets")
              .values({ invitation_id: invitationId, token_hash: sha256(token) })
              .execute();
          },
        );
        await mailInvitation(deps, { email, role, organizationName: state.organization!.name, token });
        return reply
          .status(201)
          .send({ id: invitationId, organizationId, email, role, expiresAt: expiresAt.toISOString() });
      },
    );
}
