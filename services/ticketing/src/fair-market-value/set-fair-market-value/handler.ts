import type { FastifyInstance } from "fastify";
import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  TicketingErrorCode,
  ZFairMarketValueView,
  ZSetFairMarketValueRequest,
} from "@mawid/contracts/ticketing";
import { commandMeta, requireOrganizationRole, requireUser } from "@mawid/service";
import { NotFoundError } from "@mawid/service/errors";
import { z } from "zod";
import type { TicketingDeps } from "../../deps.ts";
import { readEvent } from "../../event/read-event.ts";
import { highestPriceOf } from "../decider.ts";
import { handleTicketBenefitCommand } from "../handle.ts";

const ZParams = z.object({ id: z.uuid({ error: "Unknown event" }), typeId: z.uuid() });

/**
 * `PUT /api/v1/events/{id}/ticket-types/{typeId}/fair-market-value`: by the event's organisation
 * (owners, admins, staff), what one ticket's benefit is worth (a gala's dinner), so US receipts state
 * it and the deductible remainder. Null clears it.
 */
export function registerSetFairMarketValue(app: FastifyInstance, deps: TicketingDeps): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    "/api/v1/events/:id/ticket-types/:typeId/fair-market-value",
    {
      schema: {
        params: ZParams,
        body: ZSetFairMarketValueRequest,
        response: { 200: ZFairMarketValueView },
      },
    },
    async (request) => {
      const now = new Date();
      const claims = requireUser(request);
      const event = await readEvent(deps.db, request.params.id);
      requireOrganizationRole(claims, event.organizationId, ORGANISER_ROLES);
      const type = await deps.db
        .selectFrom("ticket_types")
        .select(["ticket_type_id", "price", "currency", "pay_what_you_want", "price_phases"])
        .where("ticket_type_id", "=", request.params.typeId)
        .where("event_id", "=", event.eventId)
        .executeTakeFirst();
      if (!type) throw new NotFoundError("Ticket type not found", TicketingErrorCode.ticketTypeNotFound);
      const { fairMarketValue } = request.body;
      await handleTicketBenefitCommand(
        deps.db,
        type.ticket_type_id,
        {
          type: "SetFairMarketValue",
          ticketType: {
            ticketTypeId: type.ticket_type_id,
            eventId: event.eventId,
            organizationId: event.organizationId,
            currency: type.currency,
            highestPrice: highestPriceOf({
              price: type.price,
              payWhatYouWant: type.pay_what_you_want,
              pricePhases: type.price_phases,
            }),
          },
          fairMarketValue,
          actorId: claims.sub,
          at: now.toISOString(),
        },
        commandMeta(request, now),
      );
      return { ticketTypeId: type.ticket_type_id, fairMarketValue, currency: type.currency };
    },
  );
}
