import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { BASIC_METRICS, ZAnalyticsIdParams, ZTimeseries, ZTimeseriesQuery } from "@mawid/contracts/analytics";
import { requireUser } from "@mawid/service";
import type { AnalyticsDeps } from "../../deps.ts";
import { requireAnalyticsReader } from "../../reads/access.ts";
import { requireOwnEvent } from "../organization-access.ts";
import { readTimeseries } from "../read-timeseries.ts";

/**
 * `GET /api/v1/analytics/organizations/{id}/timeseries`: tickets sold and check-ins for every tier,
 * the other metrics' charts with the charts_graphs feature.
 */
export function registerGetTimeseries(app: FastifyInstance, deps: AnalyticsDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/v1/analytics/organizations/:id/timeseries",
    {
      schema: { params: ZAnalyticsIdParams, querystring: ZTimeseriesQuery, response: { 200: ZTimeseries } },
    },
    async (request) => {
      const claims = requireUser(request);
      const organizationId = request.params.id;
      const { metric } = request.query;
      requireAnalyticsReader(
        claims,
        organizationId,
        BASIC_METRICS.includes(metric) ? undefined : "charts_graphs",
      );
      await requireOwnEvent(deps.db, organizationId, request.query.eventId);
      return readTimeseries(deps.db, deps.schema, { organizationId, ...request.query });
    },
  );
}
