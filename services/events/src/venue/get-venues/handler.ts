import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZOrganizationIdParams, ZOrganizationVenueList } from "@mawid/contracts/events";
import { requireOrganizationRole, requireUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";

/** `GET /api/v1/organizations/{id}/venues`: the organisation's venues by name, for its members. */
export function registerGetVenues(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/organizations/:id/venues",
      { schema: { params: ZOrganizationIdParams, response: { 200: ZOrganizationVenueList } } },
      async (request) => {
        requireOrganizationRole(requireUser(request), request.params.id, [
          "owner",
          "admin",
          "staff",
          "scanner",
        ]);
        const rows = await deps.db
          .selectFrom("venues")
          .selectAll()
          .where("organization_id", "=", request.params.id)
          .orderBy("name")
          .orderBy("id")
          .execute();
        return {
          items: rows.map((r) => ({
            id: r.id,
            organizationId: r.organization_id,
            name: r.name,
            address: r.address,
            latitude: r.latitude,
            longitude: r.longitude,
            timeZone: r.time_zone,
            capacity: r.capacity,
            facilities: r.facilities,
          })),
        };
      },
    );
}
