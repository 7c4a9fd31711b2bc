import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { admissionStreamId } from "@mawid/contracts/checkin";
import { commandMeta, requireOrganizationRole, requireUser } from "@mawid/service";
import type { CheckinDeps } from "../../deps.ts";
import { TicketNotFoundError } from "../../errors.ts";
import { requireKnownEvent } from "../../event/known-event.ts";
import { CHECKIN_HOSTS } from "../../gate/hosts.ts";
import { handleAdmissionCommand } from "../handle.ts";
import { ZTicketParams } from "../params.ts";
import { ticketFacts } from "../ticket-facts.ts";
import { lockStream } from "../record-scan.ts";

/**
 * `POST /api/v1/checkin/events/{id}/tickets/{ticketId}/undo`: a host takes back a mistaken check-in
 * (owner, admin or staff; a scanner may not); the ticket may be admitted again. 204; 409
 * NOT_CHECKED_IN when nobody checked it in.
 */
export function registerUndoCheckIn(app: FastifyInstance, deps: CheckinDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/checkin/events/:id/tickets/:ticketId/undo",
      { schema: { params: ZTicketParams } },
      async (request, reply) => {
        const claims = requireUser(request);
        const event = await requireKnownEvent(deps.events, request.params.id);
        requireOrganizationRole(claims, event.organizationId, CHECKIN_HOSTS);
        const streamId = admissionStreamId(request.params.ticketId);
        await deps.db.transaction().execute(async (trx) => {
          await lockStream(trx, deps.name, streamId);
          const ticket = await trx
            .selectFrom("tickets")
            .selectAll()
            .where("ticket_id", "=", request.params.ticketId)
            .where("event_id", "=", event.eventId)
            .executeTakeFirst();
          if (!ticket) throw new TicketNotFoundError();
          await handleAdmissionCommand(
            trx,
            streamId,
            {
              type: "UndoCheckIn",
              ticket: ticketFacts(ticket, event),
              undoneBy: claims.sub,
              at: new Date().toISOString(),
            },
            commandMeta(request),
          );
        });
        return reply.status(204).send();
      },
    );
}
