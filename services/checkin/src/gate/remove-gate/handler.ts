import type { FastifyInstance } from "fastify";
import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { gatesStreamId } from "@mawid/contracts/checkin";
import { commandMeta, requireOrganizationRole, requireUser } from "@mawid/service";
import type { CheckinDeps } from "../../deps.ts";
import { handleGatesCommand } from "../handle.ts";
import { ZGateParams } from "../params.ts";
import { requireKnownEvent } from "../../event/known-event.ts";

/**
 * `DELETE /api/v1/checkin/events/{id}/gates/{gateId}`: a host removes a gate (204). Its past scans keep
 * its id, which no later gate of the event is given.
 */
export function registerRemoveGate(app: FastifyInstance, deps: CheckinDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .delete(
      "/api/v1/checkin/events/:id/gates/:gateId",
      { schema: { params: ZGateParams } },
      async (request, reply) => {
        const now = new Date();
        const claims = requireUser(request);
        const event = await requireKnownEvent(deps.events, request.params.id);
        requireOrganizationRole(claims, event.organizationId, ORGANISER_ROLES);
        await handleGatesCommand(
          deps.db,
          gatesStreamId(event.eventId),
          {
            type: "RemoveGate",
            event,
            gateId: request.params.gateId,
            actorId: claims.sub,
            at: now.toISOString(),
          },
          commandMeta(request, now),
        );
        deps.gates.forget(event.eventId);
        return reply.status(204).send();
      },
    );
}
