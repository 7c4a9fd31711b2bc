import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZCharityDetails } from "@mawid/contracts/identity";
import { commandMeta, requireUser } from "@mawid/service";
import type { IdentityDeps } from "../../deps.ts";
import { handleOrganizationCommand } from "../handle.ts";
import { ZOrganizationParams } from "../params.ts";
import { actorOf } from "../read.ts";

/**
 * `PUT /api/v1/organizations/{id}/charity`: the owners and admins set or clear the charity name and
 * registration number its donation receipts print. Published as CharityDetailsChanged.
 */
export function registerSetCharityDetails(app: FastifyInstance, deps: IdentityDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .put(
      "/api/v1/organizations/:id/charity",
      { schema: { params: ZOrganizationParams, body: ZCharityDetails, response: { 200: ZCharityDetails } } },
      async (request) => {
        const now = new Date();
        const handled = await handleOrganizationCommand(
          deps.db,
          request.params.id,
          {
            type: "SetCharityDetails",
            actor: actorOf(requireUser(request)),
            details: request.body,
            at: now.toISOString(),
          },
          commandMeta(request, now),
        );
        return handled.state.charity ?? request.body;
      },
    );
}
