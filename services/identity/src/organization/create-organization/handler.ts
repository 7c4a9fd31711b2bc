import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZCreateOrganizationRequest, ZOrganization } from "@mawid/contracts/identity";
import { commandMeta, requireUser } from "@mawid/service";
import type { IdentityDeps } from "../../deps.ts";
import { handleOrganizationCommand } from "../handle.ts";
import { actorOf } from "../read.ts";

export function registerCreateOrganization(app: FastifyInstance, deps: IdentityDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/organizations",
      { schema: { body: ZCreateOrganizationRequest, response: { 201: ZOrganization } } },
      async (request, reply) => {
        const now = new Date();
        const actor = actorOf(requireUser(request));
        const organizationId = randomUUID();
        const { state } = await handleOrganizationCommand(
          deps.db,
          organizationId,
          { type: "CreateOrganization", organizationId, actor, at: now.toISOString(), ...request.body },
          commandMeta(request, now),
        );
        return reply.status(201).send(state.organization!);
      },
    );
}
