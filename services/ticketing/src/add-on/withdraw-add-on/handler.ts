import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { addOnsStreamId, ZAddOnParams } from "@mawid/contracts/ticketing";
import { commandMeta, requireOrganizationRole, requireUser } from "@mawid/service";
import type { TicketingDeps } from "../../deps.ts";
import { readEvent } from "../../event/read-event.ts";
import { handleAddOnsCommand } from "../handle.ts";

/**
 * `POST /api/v1/events/{id}/add-ons/{addOnId}/withdraw`: by the event's organisation (owners, admins,
 * staff), the add-on is no longer listed or sold; orders that have it keep it. 204, again too.
 */
export function registerWithdrawAddOn(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/events/:id/add-ons/:addOnId/withdraw",
      { schema: { params: ZAddOnParams } },
      async (request, reply) => {
        const now = new Date();
        const claims = requireUser(request);
        const event = await readEvent(deps.db, request.params.id);
        requireOrganizationRole(claims, event.organizationId, ORGANISER_ROLES);
        await handleAddOnsCommand(
          deps.db,
          addOnsStreamId(event.eventId),
          {
            type: "WithdrawAddOn",
            event,
            addOnId: request.params.addOnId,
            actorId: claims.sub,
            at: now.toISOString(),
          },
          commandMeta(request, now),
        );
        return reply.status(204).send();
      },
    );
}
