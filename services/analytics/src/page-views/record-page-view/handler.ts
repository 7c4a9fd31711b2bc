import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { ZRecordPageView } from "@mawid/contracts/analytics";
import type { AnalyticsDeps } from "../../deps.ts";
import { readEventFacts } from "../../reads/access.ts";

/**
 * `POST /api/v1/analytics/page-views` {eventId}: one view of an event's page, by anyone (the gateway's
 * per-address limit bounds it). Kept as a count per event and hour only: no cookie, address or account,
 * so nothing in it is personal. An event analytics has not heard of is refused, so no made-up ids pile up.
 */
export function registerRecordPageView(app: FastifyInstance, deps: AnalyticsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post("/api/v1/analytics/page-views", { schema: { body: ZRecordPageView } }, async (request, reply) => {
      const { eventId } = request.body;
      await readEventFacts(deps.db, eventId);
      const hour = new Date(Math.floor(deps.now().getTime() / 3_600_000) * 3_600_000);
      await deps.db
        .insertInto("page_views")
        .values({ event_id: eventId, hour, views: "1" })
        .onConflict((oc) =>
          oc.columns(["event_id", "hour"]).doUpdateSet({ views: sql`page_views.views + 1` }),
        )
        .execute();
      return reply.status(204).send();
    });
}
