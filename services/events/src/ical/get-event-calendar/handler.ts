import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { EventsDeps } from "../../deps.ts";
import { readSharedListing } from "../../discovery/read-listing.ts";
import { calendarOf } from "../calendar.ts";

const ZParams = z.object({ id: z.uuid({ error: "Event not found" }) });

/** `GET /api/v1/events/{id}/calendar.ics`: "add to calendar" for a published event anyone with its link may see. */
export function registerGetEventCalendar(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/v1/events/:id/calendar.ics", { schema: { params: ZParams } }, async (request, reply) => {
      const listing = await readSharedListing(deps.db, request.params.id);
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", 'attachment; filename="event.ics"')
        .header("cache-control", "public, max-age=300")
        .send(calendarOf(listing.title, [listing], deps.publicUrl));
    });
}
