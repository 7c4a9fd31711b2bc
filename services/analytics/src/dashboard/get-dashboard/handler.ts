import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZAnalyticsIdParams, ZOrganizationDashboard } from "@mawid/contracts/analytics";
import { requireUser } from "@mawid/service";
import type { AnalyticsDeps } from "../../deps.ts";
import { requireAnalyticsReader } from "../../reads/access.ts";
import { readDashboard } from "../read-dashboard.ts";

/** `GET /api/v1/analytics/organizations/{id}/dashboard`: the masjid management dashboard, for every tier. */
export function registerGetDashboard(app: FastifyInstance, deps: AnalyticsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/analytics/organizations/:id/dashboard",
      { schema: { params: ZAnalyticsIdParams, response: { 200: ZOrganizationDashboard } } },
      async (request) => {
        const claims = requireUser(request);
        requireAnalyticsReader(claims, request.params.id);
        return readDashboard(deps.dashboards, deps.schema, request.params.id, deps.now());
      },
    );
}
