import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZAnalyticsIdParams, ZTopEvents, ZTopEventsQuery } from "@mawid/contracts/analytics";
import { requireUser } from "@mawid/service";
import type { AnalyticsDeps } from "../../deps.ts";
import { requireAnalyticsReader } from "../../reads/access.ts";
import { readTopEvents } from "../read-top-events.ts";

/** `GET /api/v1/analytics/organizations/{id}/top-events`: the organisation's events compared, most sold first. */
export function registerGetTopEvents(app: FastifyInstance, deps: AnalyticsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/analytics/organizations/:id/top-events",
      { schema: { params: ZAnalyticsIdParams, querystring: ZTopEventsQuery, response: { 200: ZTopEvents } } },
      async (request) => {
        const claims = requireUser(request);
        const organizationId = request.params.id;
        requireAnalyticsReader(claims, organizationId);
        return readTopEvents(deps.db, deps.schema, organizationId, request.query);
      },
    );
}
