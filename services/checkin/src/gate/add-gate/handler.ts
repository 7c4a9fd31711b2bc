import type { FastifyInstance } from "fastify";
import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { gatesStreamId, ZGate, ZGateRequest } from "@mawid/contracts/checkin";
import { commandMeta, requireOrganizationRole, requireUser } from "@mawid/service";
import type { CheckinDeps } from "../../deps.ts";
import { gateView, normalizeGateFields } from "../gate-view.ts";
import { handleGatesCommand } from "../handle.ts";
import { ZEventParams } from "../params.ts";
import { requireKnownEvent } from "../../event/known-event.ts";

/** `POST /api/v1/checkin/events/{id}/gates`: a host adds a gate (a check-in list) to the event. */
export function registerAddGate(app: FastifyInstance, deps: CheckinDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/checkin/events/:id/gates",
      { schema: { params: ZEventParams, body: ZGateRequest, response: { 201: ZGate } } },
      async (request, reply) => {
        const now = new Date();
        const claims = requireUser(request);
        const event = await requireKnownEvent(deps.events, request.params.id);
        requireOrganizationRole(claims, event.organizationId, ORGANISER_ROLES);
        const { events } = await handleGatesCommand(
          deps.db,
          gatesStreamId(event.eventId),
          {
            type: "AddGate",
            event,
            fields: normalizeGateFields(request.body),
            actorId: claims.sub,
            at: now.toISOString(),
          },
          commandMeta(request, now),
        );
        deps.gates.forget(event.eventId);
        const [added] = events;
        if (added?.type !== "GateConfigured") throw new Error("adding a gate configures it");
        return reply.status(201).send(gateView(added.data));
      },
    );
}
