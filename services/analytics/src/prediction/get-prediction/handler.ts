import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZAnalyticsIdParams, ZAttendancePrediction } from "@mawid/contracts/analytics";
import { requireUser } from "@mawid/service";
import type { AnalyticsDeps } from "../../deps.ts";
import { readEventFacts, requireAnalyticsReader } from "../../reads/access.ts";
import { readPrediction } from "../read-prediction.ts";

/** `GET /api/v1/analytics/events/{id}/prediction`: advanced analytics (the advanced_analytics feature). */
export function registerGetPrediction(app: FastifyInstance, deps: AnalyticsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/analytics/events/:id/prediction",
      { schema: { params: ZAnalyticsIdParams, response: { 200: ZAttendancePrediction } } },
      async (request) => {
        const claims = requireUser(request);
        const event = await readEventFacts(deps.db, request.params.id);
        requireAnalyticsReader(claims, event.organizationId, "advanced_analytics");
        return readPrediction(deps.db, deps.schema, event, deps.now());
      },
    );
}
