import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZOrder } from "@mawid/contracts/ticketing";
import { requireUser } from "@mawid/service";
import type { TicketingDeps } from "../../deps.ts";
import { ZOrderParams } from "../params.ts";
import { readOwnOrder, toOrder } from "../read.ts";

/** `GET /api/v1/orders/{id}`: the buyer's own order, with its status and what it holds. */
export function registerGetOrder(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/orders/:id",
      { schema: { params: ZOrderParams, response: { 200: ZOrder } } },
      async (request) => {
        const buyer = requireUser(request);
        return toOrder(await readOwnOrder(deps.db, request.params.id, buyer.sub));
      },
    );
}
