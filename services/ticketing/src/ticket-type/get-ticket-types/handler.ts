import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZTicketTypes } from "@mawid/contracts/ticketing";
import type { TicketingDeps } from "../../deps.ts";

const ZParams = z.object({ id: z.string().min(1).max(100) });

/** `GET /api/v1/events/{id}/ticket-types`: what is on sale for an event. Public. */
export function registerGetTicketTypes(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/events/:id/ticket-types",
      { schema: { params: ZParams, response: { 200: ZTicketTypes } } },
      async (request) => {
        const rows = await deps.db
          .selectFrom("ticket_type_list")
          .selectAll()
          .where("event_id", "=", request.params.id)
          .where("status", "=", "on_sale")
          .orderBy("sort_order")
          .orderBy("ticket_type_id")
          .execute();
        return {
          items: rows.map((r) => ({
            id: r.ticket_type_id,
            eventId: r.event_id,
            name: r.name,
            description: r.description,
            priceCents: r.price_cents,
            currency: r.currency,
            available: Math.max(0, r.quota - r.sold),
          })),
        };
      },
    );
}
