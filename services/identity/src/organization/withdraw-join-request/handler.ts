import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { commandMeta, requireUser } from "@mawid/service";
import type { IdentityDeps } from "../../deps.ts";
import { handleOrganizationCommand } from "../handle.ts";
import { ZOrganizationParams } from "../params.ts";
import { actorOf } from "../read.ts";

/**
 * `DELETE /api/v1/organizations/{id}/join-requests/mine`: the person who asked to join takes the
 * request back before it is answered (204); 404 when none of theirs waits.
 */
export function registerWithdrawJoinRequest(app: FastifyInstance, deps: IdentityDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .delete(
      "/api/v1/organizations/:id/join-requests/mine",
      { schema: { params: ZOrganizationParams } },
      async (request, reply) => {
        const now = new Date();
        await handleOrganizationCommand(
          deps.db,
          request.params.id,
          { type: "WithdrawJoinRequest", actor: actorOf(requireUser(request)), at: now.toISOString() },
          commandMeta(request, now),
        );
        return reply.status(204).send();
      },
    );
}
