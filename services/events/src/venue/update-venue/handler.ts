import type { FastifyInstance } from "fastify";
import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  venuesStreamId,
  ZOrganizationVenue,
  ZOrganizationVenueRequest,
  ZVenueParams,
} from "@mawid/contracts/events";
import { commandMeta, requireOrganizationRole, requireUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { handleVenueCommand } from "../handle.ts";

/** `PUT /api/v1/organizations/{id}/venues/{venueId}`: the venue's details, replaced. */
export function registerUpdateVenue(app: FastifyInstance, deps: EventsDeps): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    "/api/v1/organizations/:id/venues/:venueId",
    {
      schema: {
        params: ZVenueParams,
        body: ZOrganizationVenueRequest,
        response: { 200: ZOrganizationVenue },
      },
    },
    async (request) => {
      const now = new Date();
      const { id: organizationId, venueId } = request.params;
      requireOrganizationRole(requireUser(request), organizationId, ORGANISER_ROLES);
      const { state } = await handleVenueCommand(
        deps.db,
        venuesStreamId(organizationId),
        { type: "UpdateVenue", venueId, venue: request.body, at: now.toISOString() },
        commandMeta(request, now),
      );
      return state.venues[venueId]!;
    },
  );
}
