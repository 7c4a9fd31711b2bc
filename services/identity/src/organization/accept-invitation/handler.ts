import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZAcceptInvitationResponse } from "@mawid/contracts/identity";
import { commandMeta, requireUser } from "@mawid/service";
import type { IdentityDeps } from "../../deps.ts";
import { InvalidTokenError } from "../../errors.ts";
import { sha256 } from "../../shared/secrets.ts";
import { getUser, membershipsOf } from "../../user/read-user.ts";
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
        .selectFrom("invitations")
        .select(["id", "organization_id"])
        .where("token_hash", "=", sha256(request.params.token))
        .executeTakeFirst();
      if (!invitation) throw new InvalidTokenError("This invitation is invalid or has expired");
      const user = await getUser(deps.db, sub);
      await handleOrganizationCommand(
        deps.raw,
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
      const membership = (await membershipsOf(deps.db, sub)).find(
        (m) => m.organizationId === invitation.organization_id,
      );
      return { membership: membership! };
    },
  );
}
