import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZEventSummary } from "@mawid/contracts/events";
import { NotFoundError } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { toEventSummary } from "../event-summary.ts";

const ZParams = z.object({ id: z.string().min(1).max(100) });

/** `GET /api/v1/events/{id}`: one published event; anything else is 404 in the error shape. */
export function registerGetEvent(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/events/:id",
      { schema: { params: ZParams, response: { 200: ZEventSummary } } },
      async (request) => {
        const row = await deps.db
          .selectFrom("event_list")
          .selectAll()
          .where("event_id", "=", request.params.id)
          .where("status", "=", "published")
          .executeTakeFirst();
        if (!row) throw new NotFoundError("Event not found", "EVENT_NOT_FOUND");
        return toEventSummary(row);
      },
    );
}
