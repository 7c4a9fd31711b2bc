import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZPublishedEvents, ZPublishedEventsQuery } from "@mawid/contracts/events";
import type { EventsDeps } from "../../deps.ts";
import { toEventSummary } from "../event-summary.ts";

/** `GET /api/v1/events`: published events, soonest first. Public. */
export function registerGetPublishedEvents(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/events",
      { schema: { querystring: ZPublishedEventsQuery, response: { 200: ZPublishedEvents } } },
      async (request) => {
        const { limit, offset } = request.query;
        const [rows, count] = await Promise.all([
          deps.db
            .selectFrom("event_list")
            .selectAll()
            .where("status", "=", "published")
            .orderBy("starts_at")
            .orderBy("event_id")
            .limit(limit)
            .offset(offset)
            .execute(),
          deps.db
            .selectFrom("event_list")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("status", "=", "published")
            .executeTakeFirstOrThrow(),
        ]);
        return { items: rows.map(toEventSummary), total: Number(count.n), limit, offset };
      },
    );
}
