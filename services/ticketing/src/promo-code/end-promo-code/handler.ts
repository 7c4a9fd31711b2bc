import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { promoCodesStreamId, ZPromoCodeParams, ZPromoCodeView } from "@mawid/contracts/ticketing";
import { commandMeta, requireOrganizationRole, requireUser } from "@mawid/service";
import type { TicketingDeps } from "../../deps.ts";
import { PromoCodeNotFoundError } from "../../errors.ts";
import { readEvent } from "../../event/read-event.ts";
import { handlePromoCodesCommand } from "../handle.ts";
import { readPromoCodeViews } from "../read.ts";

/**
 * `POST /api/v1/events/{id}/promo-codes/{promoCodeId}/end`: by the event's organisation (owners, admins,
 * staff), the code stops working now; answers the code as it is then.
 */
export function registerEndPromoCode(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/events/:id/promo-codes/:promoCodeId/end",
      { schema: { params: ZPromoCodeParams, response: { 200: ZPromoCodeView } } },
      async (request) => {
        const now = new Date();
        const claims = requireUser(request);
        const event = await readEvent(deps.db, request.params.id);
        requireOrganizationRole(claims, event.organizationId, ORGANISER_ROLES);
        const { promoCodeId } = request.params;
        await handlePromoCodesCommand(
          deps.db,
          promoCodesStreamId(event.eventId),
          { type: "EndPromoCode", event, promoCodeId, actorId: claims.sub, at: now.toISOString() },
          commandMeta(request, now),
        );
        const code = (await readPromoCodeViews(deps.db, event.eventId)).find((c) => c.id === promoCodeId);
        if (!code) throw new PromoCodeNotFoundError();
        return code;
      },
    );
}
