import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZChangeMemberRoleRequest } from "@mawid/contracts/identity";
import { commandMeta, requireUser } from "@mawid/service";
import type { IdentityDeps } from "../../deps.ts";
import { handleOrganizationCommand } from "../handle.ts";
import { ZMemberParams } from "../params.ts";
import { actorOf } from "../read.ts";

export function registerChangeMemberRole(app: FastifyInstance, deps: IdentityDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .put(
      "/api/v1/organizations/:id/members/:userId",
      { schema: { params: ZMemberParams, body: ZChangeMemberRoleRequest } },
      async (request, reply) => {
        const now = new Date();
        await handleOrganizationCommand(
          deps.db,
          request.params.id,
          {
            type: "ChangeMemberRole",
            actor: actorOf(requireUser(request)),
            userId: request.params.userId,
            role: request.body.role,
            at: now.toISOString(),
          },
          commandMeta(request, now),
        );
        return reply.status(204).send();
      },
    );
}
