import type { FastifyInstance } from "fastify";
import { MANAGER_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { refundPolicyStreamId, ZRefundPolicy, ZRefundPolicyView } from "@mawid/contracts/ticketing";
import { commandMeta, requireOrganizationRole, requireUser } from "@mawid/service";
import type { TicketingDeps } from "../../deps.ts";
import { readEvent } from "../../event/read-event.ts";
import { ZEventParams } from "../../ticket-type/params.ts";
import { handleRefundPolicyCommand } from "../handle.ts";
import { readRefundTerms, toRefundPolicyView } from "../read.ts";

/** `PUT /api/v1/events/{id}/refund-policy`: the organisation's owners and admins say what buyers may refund. */
export function registerSetRefundPolicy(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .put(
      "/api/v1/events/:id/refund-policy",
      { schema: { params: ZEventParams, body: ZRefundPolicy, response: { 200: ZRefundPolicyView } } },
      async (request) => {
        const now = new Date();
        const claims = requireUser(request);
        const event = await readEvent(deps.db, request.params.id);
        requireOrganizationRole(claims, event.organizationId, MANAGER_ROLES);
        await handleRefundPolicyCommand(
          deps.db,
          refundPolicyStreamId(event.eventId),
          {
            type: "SetRefundPolicy",
            eventId: event.eventId,
            organizationId: event.organizationId,
            policy: request.body,
            actorId: claims.sub,
            at: now.toISOString(),
          },
          commandMeta(request, now),
        );
        return toRefundPolicyView(event.eventId, await readRefundTerms(deps.db, event.eventId));
      },
    );
}
