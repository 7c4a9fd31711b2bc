import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZFollowState, ZOrganizationIdParams } from "@mawid/contracts/events";
import { commandMeta, requireUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { handleFollowCommand } from "../handle.ts";
import { followState } from "../read.ts";

/** `DELETE /api/v1/organizations/{id}/follow`: idempotent, so a repeated click changes nothing. */
export function registerUnfollowOrganization(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .delete(
      "/api/v1/organizations/:id/follow",
      { schema: { params: ZOrganizationIdParams, response: { 200: ZFollowState } } },
      async (request) => {
        const now = new Date();
        const userId = requireUser(request).sub;
        const organizationId = request.params.id;
        await handleFollowCommand(
          deps.db,
          userId,
          { type: "UnfollowOrganization", userId, organizationId, at: now.toISOString() },
          commandMeta(request, now),
        );
        return await followState(deps.db, organizationId, userId);
      },
    );
}
