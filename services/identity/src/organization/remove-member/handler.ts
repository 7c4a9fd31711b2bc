import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { commandMeta, requireUser } from "@mawid/service";
import type { IdentityDeps } from "../../deps.ts";
import { handleOrganizationCommand } from "../handle.ts";
import { ZMemberParams } from "../params.ts";
import { actorOf } from "../read.ts";

/** Managers remove members; any member may remove themselves (leave). */
export function registerRemoveMember(app: FastifyInstance, deps: IdentityDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .delete(
      "/api/v1/organizations/:id/members/:userId",
      { schema: { params: ZMemberParams } },
      async (request, reply) => {
        const now = new Date();
        await handleOrganizationCommand(
          deps.db,
          request.params.id,
          {
            type: "RemoveMember",
            actor: actorOf(requireUser(request)),
            userId: request.params.userId,
            at: now.toISOString(),
          },
          commandMeta(request, now),
        );
        return reply.status(204).send();
      },
    );
}
