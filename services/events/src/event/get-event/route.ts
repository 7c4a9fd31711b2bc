import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZEventSummary } from "@mawid/contracts/events";
import { NotFoundError, type ServiceContext } from "@mawid/service";
import { eventsDb } from "../../db/tables.ts";
import { toEventSummary } from "../event-summary.ts";

const ZParams = z.object({ id: z.string().min(1).max(100) });

/** `GET /api/v1/events/{id}`: one published event; anything else is 404 in the error shape. */
export async function getEventRoute(app: FastifyInstance, ctx: ServiceContext) {
  const db = eventsDb(ctx.db, ctx.name);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/events/:id",
      { schema: { params: ZParams, response: { 200: ZEventSummary } } },
      async (request) => {
        const row = await db
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
