import type { FastifyInstance } from "fastify";
import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { gatesStreamId, ZGate, ZGateRequest } from "@mawid/contracts/checkin";
import { commandMeta, requireOrganizationRole, requireUser } from "@mawid/service";
import type { CheckinDeps } from "../../deps.ts";
import { gateView, normalizeGateFields } from "../gate-view.ts";
import { handleGatesCommand } from "../handle.ts";
import { ZGateParams } from "../params.ts";
import { requireKnownEvent } from "../../event/known-event.ts";

/** `PUT /api/v1/checkin/events/{id}/gates/{gateId}`: a host changes a gate; its id stays. */
export function registerChangeGate(app: FastifyInstance, deps: CheckinDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .put(
      "/api/v1/checkin/events/:id/gates/:gateId",
      { schema: { params: ZGateParams, body: ZGateRequest, response: { 200: ZGate } } },
      async (request) => {
        const now = new Date();
        const claims = requireUser(request);
        const event = await requireKnownEvent(deps.events, request.params.id);
        requireOrganizationRole(claims, event.organizationId, ORGANISER_ROLES);
        const { events } = await handleGatesCommand(
          deps.db,
          gatesStreamId(event.eventId),
          {
            type: "ChangeGate",
            event,
            gateId: request.params.gateId,
            fields: normalizeGateFields(request.body),
            actorId: claims.sub,
            at: now.toISOString(),
          },
          commandMeta(request, now),
        );
        deps.gates.forget(event.eventId);
        const [changed] = events;
        if (changed?.type !== "GateConfigured") throw new Error("changing a gate configures it");
        return gateView(changed.data);
      },
    );
}
