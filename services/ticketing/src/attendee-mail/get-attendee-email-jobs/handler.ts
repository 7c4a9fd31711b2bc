import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZAttendeeEmailJobs } from "@mawid/contracts/ticketing";
import { requireUser } from "@mawid/service";
import type { TicketingDeps } from "../../deps.ts";
import { readEvent } from "../../event/read-event.ts";
import { ZEventParams } from "../../ticket-type/params.ts";
import { requireAttendeeMailer } from "../permissions.ts";
import { readAttendeeEmailJobs } from "../read.ts";

/** `GET /api/v1/events/{id}/attendee-emails`: the event's last 100 send jobs, newest first. */
export function registerGetAttendeeEmailJobs(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/events/:id/attendee-emails",
      { schema: { params: ZEventParams, response: { 200: ZAttendeeEmailJobs } } },
      async (request) => {
        const claims = requireUser(request);
        const event = await readEvent(deps.db, request.params.id);
        requireAttendeeMailer(claims, event.organizationId);
        return readAttendeeEmailJobs(deps.db, event.eventId);
      },
    );
}
