import { randomUUID } from "node:crypto";
import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZCreateTicketTypeRequest, ZTicketTypeView } from "@mawid/contracts/ticketing";
import { commandMeta, requireOrganizationRole, requireUser } from "@mawid/service";
import type { TicketingDeps } from "../../deps.ts";
import { readEvent } from "../../event/read-event.ts";
import { ticketingDb } from "../../db/tables.ts";
import { hashAccessCode } from "../access-code.ts";
import { requireTicketTypeFeatures } from "../gates.ts";
import { handleTicketTypesCommand } from "../handle.ts";
import { ZEventParams } from "../params.ts";
import { readEventTicketing, toTicketTypeView } from "../read.ts";

/** `POST /api/v1/events/{id}/ticket-types`: by the event's organisation (owners, admins, staff), drafts too. */
export function registerCreateTicketType(app: FastifyInstance, deps: TicketingDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/v1/events/:id/ticket-types",
    {
      schema: { params: ZEventParams, body: ZCreateTicketTypeRequest, response: { 201: ZTicketTypeView } },
    },
    async (request, reply) => {
      const now = new Date();
      const claims = requireUser(request);
      const event = await readEvent(deps.db, request.params.id);
      requireOrganizationRole(claims, event.organizationId, ORGANISER_ROLES);
      const { accessCode, ...fields } = request.body;
      requireTicketTypeFeatures(claims, event.organizationId, fields);
      const ticketTypeId = randomUUID();
      await handleTicketTypesCommand(
        deps.db,
        event.eventId,
        {
          type: "CreateTicketType",
          event,
          ticketTypeId,
          fields,
          actorId: claims.sub,
          at: now.toISOString(),
        },
        commandMeta(request, now),
        async (trx) => {
          if (accessCode === null) return;
          await ticketingDb(trx)
            .insertInto("ticket_type_access_codes")
            .values({ ticket_type_id: ticketTypeId, code_hash: hashAccessCode(accessCode) })
            .execute();
        },
      );
      const ticketing = await readEventTicketing(deps.db, event.eventId, now.toISOString());
      const created = ticketing.ticketTypes.find((t) => t.id === ticketTypeId)!;
      return reply.status(201).send(toTicketTypeView(created, ticketing));
    },
  );
}
