import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZAnalyticsIdParams, ZEventSummary } from "@mawid/contracts/analytics";
import { requireUser } from "@mawid/service";
import type { AnalyticsDeps } from "../../deps.ts";
import { readEventFacts, requireAnalyticsReader } from "../../reads/access.ts";
import { readEventSummary } from "../read-summary.ts";

/** `GET /api/v1/analytics/events/{id}/summary`: basic analytics, for every tier. */
export function registerGetEventSummary(app: FastifyInstance, deps: AnalyticsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/analytics/events/:id/summary",
      { schema: { params: ZAnalyticsIdParams, response: { 200: ZEventSummary } } },
      async (request) => {
        const claims = requireUser(request);
        const event = await readEventFacts(deps.db, request.params.id);
        requireAnalyticsReader(claims, event.organizationId);
        return readEventSummary(deps.db, deps.schema, event, deps.now());
      },
    );
}
