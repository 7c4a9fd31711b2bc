import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZAddOns } from "@mawid/contracts/ticketing";
import type { TicketingDeps } from "../../deps.ts";
import { ZEventParams } from "../../ticket-type/params.ts";
import { readAddOns, toAddOnView } from "../read.ts";

/**
 * `GET /api/v1/events/{id}/add-ons`: public, with the stock left; the meals of a vendor whose halal
 * certificate has expired are left out.
 */
export function registerGetAddOns(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/events/:id/add-ons",
      { schema: { params: ZEventParams, response: { 200: ZAddOns } } },
      async (request) => {
        const addOns = await readAddOns(deps.db, request.params.id, new Date().toISOString());
        return { items: addOns.filter((a) => a.offered).map(toAddOnView) };
      },
    );
}
