import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZVendors } from "@mawid/contracts/ticketing";
import type { TicketingDeps } from "../../deps.ts";
import { ZEventParams } from "../../ticket-type/params.ts";
import { readVendors } from "../read.ts";

/** `GET /api/v1/events/{id}/vendors`: public, each with its halal certificate and whether it is still valid. */
export function registerGetVendors(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/events/:id/vendors",
      { schema: { params: ZEventParams, response: { 200: ZVendors } } },
      async (request) => ({
        items: await readVendors(deps.db, request.params.id, new Date().toISOString()),
      }),
    );
}
