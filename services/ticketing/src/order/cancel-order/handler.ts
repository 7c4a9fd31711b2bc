import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZOrder } from "@mawid/contracts/ticketing";
import { commandMeta, requireUser } from "@mawid/service";
import type { TicketingDeps } from "../../deps.ts";
import { handleOrderCommand } from "../handle.ts";
import { ZOrderParams } from "../params.ts";
import { readOwnOrder, toOrder } from "../read.ts";

/** `POST /api/v1/orders/{id}/cancel`: the buyer lets an unpaid order go, and its seats are free at once. */
export function registerCancelOrder(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/orders/:id/cancel",
      { schema: { params: ZOrderParams, response: { 200: ZOrder } } },
      async (request) => {
        const now = new Date();
        const buyer = requireUser(request);
        await readOwnOrder(deps.db, request.params.id, buyer.sub);
        const { state } = await handleOrderCommand(
          deps.db,
          request.params.id,
          { type: "CancelOrder", actorId: buyer.sub, at: now.toISOString() },
          commandMeta(request, now),
        );
        return toOrder(state.order!);
      },
    );
}
