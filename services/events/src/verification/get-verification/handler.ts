import type { FastifyInstance } from "fastify";
import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZHostVerification, ZOrganizationIdParams } from "@mawid/contracts/events";
import { requireOrganizationRole, requireUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { getHostVerification } from "../read.ts";

/**
 * `GET /api/v1/organizations/{id}/verification`: the request, its documents and the decision, for the
 * organisation's members and platform admins (everyone else sees the badge on its events only).
 */
export function registerGetVerification(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/organizations/:id/verification",
      { schema: { params: ZOrganizationIdParams, response: { 200: ZHostVerification } } },
      async (request) => {
        requireOrganizationRole(requireUser(request), request.params.id, ORGANISER_ROLES);
        return await getHostVerification(deps.db, request.params.id);
      },
    );
}
