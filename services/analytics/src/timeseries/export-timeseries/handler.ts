import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZAnalyticsIdParams, ZTimeseriesExportQuery } from "@mawid/contracts/analytics";
import { requireUser } from "@mawid/service";
import type { AnalyticsDeps } from "../../deps.ts";
import { type SheetFormat, sendSheet } from "../../export/send-sheet.ts";
import { requireAnalyticsReader } from "../../reads/access.ts";
import { requireOwnEvent } from "../organization-access.ts";
import { readTimeseries } from "../read-timeseries.ts";
import { timeseriesSheet } from "../timeseries-sheet.ts";

/** `GET /api/v1/analytics/organizations/{id}/export.csv` and `.xlsx`: a timeseries to download (advanced analytics). */
export function registerExportTimeseries(app: FastifyInstance, deps: AnalyticsDeps): void {
  for (const format of ["csv", "xlsx"] as const satisfies SheetFormat[]) {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        `/api/v1/analytics/organizations/:id/export.${format}`,
        { schema: { params: ZAnalyticsIdParams, querystring: ZTimeseriesExportQuery } },
        async (request, reply) => {
          const claims = requireUser(request);
          const organizationId = request.params.id;
          requireAnalyticsReader(claims, organizationId, "advanced_analytics");
          await requireOwnEvent(deps.db, organizationId, request.query.eventId);
          const series = await readTimeseries(deps.db, deps.schema, { organizationId, ...request.query });
          const day = request.query.from.slice(0, 10);
          return sendSheet(reply, timeseriesSheet(series), format, `${series.metric}-${day}`);
        },
      );
  }
}
