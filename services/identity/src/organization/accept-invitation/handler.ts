import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZAcceptInvitationResponse } from "@mawid/contracts/identity";
import { commandMeta, requireUser } from "@mawid/service";
import type { IdentityDeps } from "../../deps.ts";
import { InvalidTokenError } from "../../errors.ts";
import { sha256 } from "../../shared/secrets.ts";
import { getUser } from "../../user/read-user.ts";
import { handleOrganizationCommand } from "../handle.ts";

export function registerAcceptInvitation(app: FastifyInstance, deps: IdentityDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/v1/invitations/:token/accept",
    {
      schema: {
        params: z.object({ token: z.string().min(1) }),
        response: { 200: ZAcceptInvitationResponse },
      },
    },
    async (request) => {
      const now = new Date();
      const { sub } = requireUser(request);
      const invitation = await deps.db
        .selectFrom("invitation_secrets")
        .innerJoin("invitations", "invitations.id", "invitation_secrets.invitation_id")
        .select(["invitations.id", "invitations.organization_id"])
        .where("invitation_secrets.token_hash", "=", sha256(request.params.token))
        .executeTakeFirst();
      if (!invitation) throw new InvalidTokenError("This invitation is invalid or has expired");
      const user = await getUser(deps.db, sub);
      const { state } = await handleOrganizationCommand(
        deps.db,
        invitation.organization_id,
        {
          type: "AcceptInvitation",
          invitationId: invitation.id,
          userId: sub,
          email: user.email,
          at: now.toISOString(),
        },
        commandMeta(request, now),
      );
      const organization = state.organization!;
      const role = state.members[sub]!;
      return {
        membership: {
          organizationId: organization.id,
          organizationName: organization.name,
          role,
          tier: organization.tier,
        },
      };
    },
  );
}
