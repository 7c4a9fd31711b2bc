import type { FastifyInstance } from "fastify";
import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZPromoCodes } from "@mawid/contracts/ticketing";
import { requireOrganizationRole, requireUser } from "@mawid/service";
import type { TicketingDeps } from "../../deps.ts";
import { readEvent } from "../../event/read-event.ts";
import { ZEventParams } from "../../ticket-type/params.ts";
import { readPromoCodeViews } from "../read.ts";

/** `GET /api/v1/events/{id}/promo-codes`: the codes and their uses, for the event's organisation only. */
export function registerGetPromoCodes(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/events/:id/promo-codes",
      { schema: { params: ZEventParams, response: { 200: ZPromoCodes } } },
      async (request) => {
        const claims = requireUser(request);
        const event = await readEvent(deps.db, request.params.id);
        requireOrganizationRole(claims, event.organizationId, ORGANISER_ROLES);
        return { items: await readPromoCodeViews(deps.db, event.eventId) };
      },
    );
}
