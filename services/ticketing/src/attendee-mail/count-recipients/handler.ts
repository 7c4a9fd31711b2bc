import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZAttendeeAudienceCount, ZAttendeeAudienceQuery } from "@mawid/contracts/ticketing";
import { requireUser } from "@mawid/service";
import type { TicketingDeps } from "../../deps.ts";
import { readEvent } from "../../event/read-event.ts";
import { ZEventParams } from "../../ticket-type/params.ts";
import { requireAttendeeMailer } from "../permissions.ts";
import { attendeeAddresses } from "../recipients.ts";

/**
 * `GET /api/v1/events/{id}/attendee-emails/recipients`: how many people a message to this audience
 * would reach now, counted as sending counts them (each address once), for the host to see before
 * sending what cannot be recalled.
 */
export function registerCountRecipients(app: FastifyInstance, deps: TicketingDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/v1/events/:id/attendee-emails/recipients",
    {
      schema: {
        params: ZEventParams,
        querystring: ZAttendeeAudienceQuery,
        response: { 200: ZAttendeeAudienceCount },
      },
    },
    async (request) => {
      const claims = requireUser(request);
      const event = await readEvent(deps.db, request.params.id);
      requireAttendeeMailer(claims, event.organizationId);
      const { sections, ticketTypeIds } = request.query;
      const to = await attendeeAddresses(deps.db, event.eventId, {
        sections: [...new Set(sections)],
        ticketTypeIds: [...new Set(ticketTypeIds)],
      });
      return { recipients: to.length };
    },
  );
}
