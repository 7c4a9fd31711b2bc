import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZWhiteLabelConfig, ZWhiteLabelResponse } from "@mawid/contracts/identity";
import { commandMeta, requireUser } from "@mawid/service";
import type { IdentityDeps } from "../../deps.ts";
import { handleOrganizationCommand } from "../handle.ts";
import { ZOrganizationParams } from "../params.ts";
import { actorOf, featuresByTier } from "../read.ts";

export function registerSetWhiteLabel(app: FastifyInstance, deps: IdentityDeps): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    "/api/v1/organizations/:id/white-label",
    {
      schema: {
        params: ZOrganizationParams,
        body: ZWhiteLabelConfig,
        response: { 200: ZWhiteLabelResponse },
      },
    },
    async (request) => {
      const now = new Date();
      await handleOrganizationCommand(
        deps.db,
        request.params.id,
        {
          type: "SetWhiteLabel",
          actor: actorOf(requireUser(request)),
          config: request.body,
          featuresByTier: await featuresByTier(deps.db),
          at: now.toISOString(),
        },
        commandMeta(request, now),
      );
      return { whiteLabel: request.body };
    },
  );
}
