import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZOrganization, ZSetTierRequest } from "@mawid/contracts/identity";
import { commandMeta, requireUser } from "@mawid/service";
import type { IdentityDeps } from "../../deps.ts";
import { handleOrganizationCommand } from "../handle.ts";
import { ZOrganizationParams } from "../params.ts";
import { actorOf } from "../read.ts";

/** Platform admins set a tier by hand; paid tiers come from payments (consumers/subscription-tiers.ts). */
export function registerSetTier(app: FastifyInstance, deps: IdentityDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .put(
      "/api/v1/organizations/:id/tier",
      { schema: { params: ZOrganizationParams, body: ZSetTierRequest, response: { 200: ZOrganization } } },
      async (request) => {
        const now = new Date();
        const { state } = await handleOrganizationCommand(
          deps.db,
          request.params.id,
          {
            type: "ChangeTier",
            actor: actorOf(requireUser(request)),
            tier: request.body.tier,
            at: now.toISOString(),
          },
          commandMeta(request, now),
        );
        return state.organization!;
      },
    );
}
