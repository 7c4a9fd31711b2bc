import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZFairMarketValues } from "@mawid/contracts/ticketing";
import type { TicketingDeps } from "../../deps.ts";
import { ZEventParams } from "../../ticket-type/params.ts";

/** `GET /api/v1/events/{id}/ticket-types/fair-market-values`: public, as receipts print them. */
export function registerGetFairMarketValues(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/events/:id/ticket-types/fair-market-values",
      { schema: { params: ZEventParams, response: { 200: ZFairMarketValues } } },
      async (request) => {
        const types = await deps.db
          .selectFrom("ticket_types")
          .select("ticket_type_id")
          .where("event_id", "=", request.params.id)
          .execute();
        if (types.length === 0) return { items: [] };
        const rows = await deps.db
          .selectFrom("ticket_type_benefits")
          .select(["ticket_type_id", "fair_market_value", "currency"])
          .where(
            "ticket_type_id",
            "in",
            types.map((t) => t.ticket_type_id),
          )
          .where("fair_market_value", "is not", null)
          .execute();
        return {
          items: rows.map((r) => ({
            ticketTypeId: r.ticket_type_id,
            fairMarketValue: r.fair_market_value,
            currency: r.currency,
          })),
        };
      },
    );
}
