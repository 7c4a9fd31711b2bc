import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZTicketTypes } from "@mawid/contracts/ticketing";
import type { TicketingDeps } from "../../deps.ts";
import { ZEventParams } from "../params.ts";
import { readEventTicketing, toTicketTypeView } from "../read.ts";

const ZQuery = z.object({ accessCode: z.string().trim().max(64).optional() });

/**
 * `GET /api/v1/events/{id}/ticket-types`: each type with its current price and how many can still be
 * bought, and the sections' seats left. Public; hidden types only with their access code.
 */
export function registerGetTicketTypes(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/events/:id/ticket-types",
      { schema: { params: ZEventParams, querystring: ZQuery, response: { 200: ZTicketTypes } } },
      async (request) => {
        const codes = request.query.accessCode ? [request.query.accessCode] : [];
        const ticketing = await readEventTicketing(
          deps.db,
          request.params.id,
          new Date().toISOString(),
          codes,
        );
        return {
          items: ticketing.ticketTypes.filter((t) => t.unlocked).map((t) => toTicketTypeView(t, ticketing)),
          sections: ticketing.sections,
        };
      },
    );
}
