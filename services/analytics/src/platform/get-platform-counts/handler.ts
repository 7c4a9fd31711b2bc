import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZPlatformCounts } from "@mawid/contracts/analytics";
import { requirePlatformAdmin } from "@mawid/service";
import type { AnalyticsDeps } from "../../deps.ts";

/** `GET /api/v1/analytics/platform`: events seen on the platform by type. Platform admins only. */
export function registerGetPlatformCounts(app: FastifyInstance, deps: AnalyticsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/analytics/platform",
      { schema: { response: { 200: ZPlatformCounts } } },
      async (request) => {
        requirePlatformAdmin(request);
        const rows = await deps.db
          .selectFrom("platform_event_counts")
          .selectAll()
          .orderBy("topic")
          .orderBy("event_type")
          .execute();
        const counts = rows.map((r) => ({
          topic: r.topic,
          type: r.event_type,
          count: Number(r.count),
          lastOccurredAt: r.last_occurred_at.toISOString(),
        }));
        return { total: counts.reduce((sum, c) => sum + c.count, 0), counts };
      },
    );
}
