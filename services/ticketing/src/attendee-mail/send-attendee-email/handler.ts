import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZAttendeeEmailJob, ZSendAttendeeEmailRequest } from "@mawid/contracts/ticketing";
import { requireUser } from "@mawid/service";
import type { TicketingDeps } from "../../deps.ts";
import { readEvent } from "../../event/read-event.ts";
import { queueMails } from "../../mail/queue.ts";
import { ZEventParams } from "../../ticket-type/params.ts";
import { requireAttendeeMailer } from "../permissions.ts";
import { readAttendeeEmailJobs } from "../read.ts";
import { attendeeAddresses } from "../recipients.ts";

/**
 * `POST /api/v1/events/{id}/attendee-emails`: the job and one queued mail per recipient commit
 * together; the mail sender sends them at MAIL_SEND_PER_SECOND and the job's GET shows how far it got.
 */
export function registerSendAttendeeEmail(app: FastifyInstance, deps: TicketingDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/v1/events/:id/attendee-emails",
    {
      schema: {
        params: ZEventParams,
        body: ZSendAttendeeEmailRequest,
        response: { 202: ZAttendeeEmailJob },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const claims = requireUser(request);
      const event = await readEvent(deps.db, request.params.id);
      requireAttendeeMailer(claims, event.organizationId);
      const audience = {
        sections: [...new Set(request.body.sections ?? [])],
        ticketTypeIds: [...new Set(request.body.ticketTypeIds ?? [])],
      };
      const jobId = randomUUID();
      await deps.db.transaction().execute(async (db) => {
        const recipients = await attendeeAddresses(db, event.eventId, audience);
        await db
          .insertInto("attendee_mail_jobs")
          .values({
            job_id: jobId,
            event_id: event.eventId,
            organization_id: event.organizationId,
            subject: request.body.subject,
            body: request.body.body,
            audience: JSON.stringify(audience),
            requested_by: claims.sub,
            created_at: now,
          })
          .execute();
        await queueMails(
          db,
          recipients.map((to) => ({
            kind: "attendee-message" as const,
            recipient: to,
            payload: { jobId },
            jobId,
          })),
          now,
        );
      });
      const [job] = await readAttendeeEmailJobs(deps.db, event.eventId, jobId);
      return reply.status(202).send(job!);
    },
  );
}
