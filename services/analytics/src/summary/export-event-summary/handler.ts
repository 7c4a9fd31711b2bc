import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZAnalyticsIdParams } from "@mawid/contracts/analytics";
import { requireUser } from "@mawid/service";
import type { AnalyticsDeps } from "../../deps.ts";
import { type SheetFormat, sendSheet } from "../../export/send-sheet.ts";
import { readEventFacts, requireAnalyticsReader } from "../../reads/access.ts";
import { readEventSummary } from "../read-summary.ts";
import { summarySheet } from "../summary-sheet.ts";

/** `GET /api/v1/analytics/events/{id}/summary.csv` and `.xlsx`: the summary to download (advanced analytics). */
export function registerExportEventSummary(app: FastifyInstance, deps: AnalyticsDeps): void {
  for (const format of ["csv", "xlsx"] as const satisfies SheetFormat[]) {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        `/api/v1/analytics/events/:id/summary.${format}`,
        { schema: { params: ZAnalyticsIdParams } },
        async (request, reply) => {
          const claims = requireUser(request);
          const event = await readEventFacts(deps.db, request.params.id);
          requireAnalyticsReader(claims, event.organizationId, "advanced_analytics");
          const summary = await readEventSummary(deps.db, deps.schema, event, deps.now());
          return sendSheet(reply, summarySheet(summary), format, `summary-${event.eventId}`);
        },
      );
  }
}
