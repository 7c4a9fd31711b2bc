import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZRefundPolicyView } from "@mawid/contracts/ticketing";
import type { TicketingDeps } from "../../deps.ts";
import { ZEventParams } from "../../ticket-type/params.ts";
import { readRefundTerms, toRefundPolicyView } from "../read.ts";

/** `GET /api/v1/events/{id}/refund-policy`: public, so buyers see it before they pay. */
export function registerGetRefundPolicy(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/events/:id/refund-policy",
      { schema: { params: ZEventParams, response: { 200: ZRefundPolicyView } } },
      async (request) =>
        toRefundPolicyView(request.params.id, await readRefundTerms(deps.db, request.params.id)),
    );
}
