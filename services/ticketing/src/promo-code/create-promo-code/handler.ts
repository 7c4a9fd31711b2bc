import { randomUUID } from "node:crypto";
import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { promoCodesStreamId, ZCreatePromoCodeRequest, ZPromoCodeView } from "@mawid/contracts/ticketing";
import { commandMeta, requireOrganizationRole, requireUser } from "@mawid/service";
import type { TicketingDeps } from "../../deps.ts";
import { readEvent } from "../../event/read-event.ts";
import { ZEventParams } from "../../ticket-type/params.ts";
import { handlePromoCodesCommand } from "../handle.ts";

/** `POST /api/v1/events/{id}/promo-codes`: by the event's organisation (owners, admins, staff). */
export function registerCreatePromoCode(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/events/:id/promo-codes",
      { schema: { params: ZEventParams, body: ZCreatePromoCodeRequest, response: { 201: ZPromoCodeView } } },
      async (request, reply) => {
        const now = new Date();
        const claims = requireUser(request);
        const event = await readEvent(deps.db, request.params.id);
        requireOrganizationRole(claims, event.organizationId, ORGANISER_ROLES);
        const { events } = await handlePromoCodesCommand(
          deps.db,
          promoCodesStreamId(event.eventId),
          {
            type: "CreatePromoCode",
            event,
            promoCodeId: randomUUID(),
            fields: request.body,
            actorId: claims.sub,
            at: now.toISOString(),
          },
          commandMeta(request, now),
        );
        const created = events[0];
        if (created?.type !== "PromoCodeCreated") throw new Error("a promo code made without its event");
        const { promoCodeId: id, eventId, code, discount, maxUses, validFrom, validUntil } = created.data;
        return reply
          .status(201)
          .send({ id, eventId, code, discount, maxUses, uses: 0, validFrom, validUntil });
      },
    );
}
