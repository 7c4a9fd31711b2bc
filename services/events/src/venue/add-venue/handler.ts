import { randomUUID } from "node:crypto";
import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ZOrganizationIdParams,
  ZOrganizationVenue,
  ZOrganizationVenueRequest,
  venuesStreamId,
} from "@mawid/contracts/events";
import { commandMeta, hasFeature, requireOrganizationRole, requireUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { handleVenueCommand } from "../handle.ts";

/** `POST /api/v1/organizations/{id}/venues`: a second venue needs the multi_location feature. */
export function registerAddVenue(app: FastifyInstance, deps: EventsDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/v1/organizations/:id/venues",
    {
      schema: {
        params: ZOrganizationIdParams,
        body: ZOrganizationVenueRequest,
        response: { 201: ZOrganizationVenue },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const claims = requireUser(request);
      const organizationId = request.params.id;
      requireOrganizationRole(claims, organizationId, ORGANISER_ROLES);
      const venueId = randomUUID();
      const { state } = await handleVenueCommand(
        deps.db,
        venuesStreamId(organizationId),
        {
          type: "AddVenue",
          organizationId,
          venueId,
          userId: claims.sub,
          venue: request.body,
          multiLocation: hasFeature(claims, organizationId, "multi_location"),
          at: now.toISOString(),
        },
        commandMeta(request, now),
      );
      return reply.status(201).send(state.venues[venueId]!);
    },
  );
}
