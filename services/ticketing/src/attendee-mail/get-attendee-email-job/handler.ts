import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { TicketingErrorCode, ZAttendeeEmailJob, ZAttendeeEmailJobParams } from "@mawid/contracts/ticketing";
import { requireUser } from "@mawid/service";
import { NotFoundError } from "@mawid/service/errors";
import type { TicketingDeps } from "../../deps.ts";
import { readEvent } from "../../event/read-event.ts";
import { requireAttendeeMailer } from "../permissions.ts";
import { readAttendeeEmailJobs } from "../read.ts";

/** `GET /api/v1/events/{id}/attendee-emails/{jobId}`: how many mails are queued, sent and failed. */
export function registerGetAttendeeEmailJob(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/events/:id/attendee-emails/:jobId",
      { schema: { params: ZAttendeeEmailJobParams, response: { 200: ZAttendeeEmailJob } } },
      async (request) => {
        const claims = requireUser(request);
        const event = await readEvent(deps.db, request.params.id);
        requireAttendeeMailer(claims, event.organizationId);
        const [job] = await readAttendeeEmailJobs(deps.db, event.eventId, request.params.jobId);
        if (!job) throw new NotFoundError("Send job not found", TicketingErrorCode.attendeeEmailJobNotFound);
        return job;
      },
    );
}
