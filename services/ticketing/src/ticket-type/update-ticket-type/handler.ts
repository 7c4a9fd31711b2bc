import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZTicketTypeParams, ZTicketTypeView, ZUpdateTicketTypeRequest } from "@mawid/contracts/ticketing";
import { commandMeta, requireOrganizationRole, requireUser } from "@mawid/service";
import { quotaIds } from "../../capacity/quota-ids.ts";
import type { TicketingDeps } from "../../deps.ts";
import { UnknownTicketTypeError } from "../../errors.ts";
import { readEvent } from "../../event/read-event.ts";
import { handleTicketTypesCommand } from "../handle.ts";
import { readEventTicketing, toTicketTypeView } from "../read.ts";

/**
 * `PATCH /api/v1/events/{id}/ticket-types/{typeId}`: by the event's organisation (owners, admins,
 * staff), more or fewer places or a new end of sales (closing them now, or reopening them); answers
 * the type as buyers now see it.
 */
export function registerUpdateTicketType(app: FastifyInstance, deps: TicketingDeps): void {
  app.withTypeProvider<ZodTypeProvider>().patch(
    "/api/v1/events/:id/ticket-types/:typeId",
    {
      schema: {
        params: ZTicketTypeParams,
        body: ZUpdateTicketTypeRequest,
        response: { 200: ZTicketTypeView },
      },
    },
    async (request) => {
      const now = new Date();
      const claims = requireUser(request);
      const event = await readEvent(deps.db, request.params.id);
      requireOrganizationRole(claims, event.organizationId, ORGANISER_ROLES);
      const { typeId } = request.params;
      const quota = await deps.db
        .selectFrom("quotas")
        .select(["held", "sold"])
        .where("quota_id", "=", quotaIds.ticketType(typeId))
        .executeTakeFirst();
      await handleTicketTypesCommand(
        deps.db,
        event.eventId,
        {
          type: "UpdateTicketType",
          event,
          ticketTypeId: typeId,
          ...request.body,
          taken: quota ? quota.held + quota.sold : 0,
          actorId: claims.sub,
          at: now.toISOString(),
        },
        commandMeta(request, now),
      );
      const ticketing = await readEventTicketing(deps.db, event.eventId, now.toISOString());
      const updated = ticketing.ticketTypes.find((t) => t.id === typeId);
      if (!updated) throw new UnknownTicketTypeError();
      return toTicketTypeView(updated, ticketing);
    },
  );
}
