import type { FastifyInstance } from "fastify";
import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { venuesStreamId, ZVenueParams } from "@mawid/contracts/events";
import { commandMeta, requireOrganizationRole, requireUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { handleVenueCommand } from "../handle.ts";

/** `DELETE /api/v1/organizations/{id}/venues/{venueId}`: events already placed there keep their copy of it. */
export function registerRemoveVenue(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .delete(
      "/api/v1/organizations/:id/venues/:venueId",
      { schema: { params: ZVenueParams } },
      async (request, reply) => {
        const now = new Date();
        const { id: organizationId, venueId } = request.params;
        requireOrganizationRole(requireUser(request), organizationId, ORGANISER_ROLES);
        await handleVenueCommand(
          deps.db,
          venuesStreamId(organizationId),
          { type: "RemoveVenue", venueId, at: now.toISOString() },
          commandMeta(request, now),
        );
        return reply.status(204).send();
      },
    );
}
