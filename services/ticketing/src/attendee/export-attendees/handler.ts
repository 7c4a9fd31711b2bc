import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZAttendeesCsvQuery } from "@mawid/contracts/ticketing";
import { requireUser } from "@mawid/service";
import type { TicketingDeps } from "../../deps.ts";
import { readEvent } from "../../event/read-event.ts";
import { ZEventParams } from "../../ticket-type/params.ts";
import { attendeesCsv } from "../csv.ts";
import { requireAttendeeReader } from "../permissions.ts";
import { readAllAttendees } from "../read.ts";

/** `GET /api/v1/events/{id}/attendees.csv`: every ticket the list's filters match, as a spreadsheet. */
export function registerExportAttendees(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/events/:id/attendees.csv",
      { schema: { params: ZEventParams, querystring: ZAttendeesCsvQuery } },
      async (request, reply) => {
        const claims = requireUser(request);
        const event = await readEvent(deps.db, request.params.id);
        requireAttendeeReader(claims, event.organizationId);
        const csv = attendeesCsv(await readAllAttendees(deps.db, event.eventId, request.query));
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="attendees-${event.eventId}.csv"`)
          .header("cache-control", "no-store")
          .send(csv);
      },
    );
}
