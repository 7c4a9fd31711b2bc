import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZFollowState, ZOrganizationIdParams } from "@mawid/contracts/events";
import { verifiedUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { followState } from "../read.ts";

/** `GET /api/v1/organizations/{id}/follow`: the follower count for anyone, and whether I follow it when signed in. */
export function registerGetFollow(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/organizations/:id/follow",
      { schema: { params: ZOrganizationIdParams, response: { 200: ZFollowState } } },
      async (request) => await followState(deps.db, request.params.id, verifiedUser(request)?.sub ?? null),
    );
}
