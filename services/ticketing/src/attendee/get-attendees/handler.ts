import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZAttendeesPage, ZAttendeesQuery } from "@mawid/contracts/ticketing";
import { requireUser } from "@mawid/service";
import type { TicketingDeps } from "../../deps.ts";
import { readEvent } from "../../event/read-event.ts";
import { ZEventParams } from "../../ticket-type/params.ts";
import { requireAttendeeReader } from "../permissions.ts";
import { readAttendeesPage } from "../read.ts";

/** `GET /api/v1/events/{id}/attendees`: the event's tickets by section, searched and filtered, a page at a time. */
export function registerGetAttendees(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/events/:id/attendees",
      { schema: { params: ZEventParams, querystring: ZAttendeesQuery, response: { 200: ZAttendeesPage } } },
      async (request) => {
        const claims = requireUser(request);
        const event = await readEvent(deps.db, request.params.id);
        requireAttendeeReader(claims, event.organizationId);
        const { page, ...filter } = request.query;
        return readAttendeesPage(deps.db, event.eventId, filter, page);
      },
    );
}
