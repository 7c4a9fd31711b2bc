import type { FastifyInstance } from "fastify";
import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  CHECKIN_ADMISSION_STREAM,
  CheckinAdmissionStream,
  admissionStreamId,
} from "@mawid/contracts/checkin";
import { ConcurrencyError, checkRegistered, fold } from "@mawid/eventstore";
import { commandMeta, requireOrganizationRole, requireUser } from "@mawid/service";
import type { Kysely } from "kysely";
import type { CheckinDeps } from "../../deps.ts";
import { TicketNotFoundError } from "../../errors.ts";
import { requireKnownEvent } from "../../event/known-event.ts";
import { admissionDecider } from "../decider.ts";
import { ZTicketParams } from "../params.ts";
import { readScan, writeScan } from "../scan-store.ts";
import { ticketFacts } from "../ticket-facts.ts";

const ATTEMPTS = 3;

/**
 * `POST /api/v1/checkin/events/{id}/tickets/{ticketId}/undo`: a host takes back a mistaken check-in
 * (owner, admin or staff; a scanner may not); the ticket may be admitted again. 204; 409
 * NOT_CHECKED_IN when nobody checked it in. Read, decided and written as a scan is.
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
        requireOrganizationRole(claims, event.organizationId, ORGANISER_ROLES);
        const db = deps.db as unknown as Kysely<unknown>;
        const { ticketId } = request.params;
        const streamId = admissionStreamId(ticketId);
        const meta = commandMeta(request);
        for (let attempt = 1; ; attempt++) {
          const read = await readScan(db, deps.name, {
            streamId,
            eventId: event.eventId,
            nonce: null,
            ticketId,
          });
          if (read.ticket_id === null) throw new TicketNotFoundError();
          const events = admissionDecider.decide(
            {
              type: "UndoCheckIn",
              ticket: ticketFacts({ ...read, ticket_id: read.ticket_id }, event),
              undoneBy: claims.sub,
              at: meta.occurredAt.toISOString(),
            },
            fold(admissionDecider, read.past),
          );
          checkRegistered(CheckinAdmissionStream, events);
          const written = await writeScan(db, deps.name, {
            streamType: CHECKIN_ADMISSION_STREAM,
            streamId,
            expectedVersion: read.stream_version,
            events,
            meta,
            eventId: event.eventId,
            nonce: null,
          });
          if (written === "written") return reply.status(204).send();
          if (attempt >= ATTEMPTS) throw new ConcurrencyError(streamId, read.stream_version);
        }
      },
    );
}
