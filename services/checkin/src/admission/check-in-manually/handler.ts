import type { FastifyInstance } from "fastify";
import { STATION_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZManualCheckInRequest, ZScanAnswer } from "@mawid/contracts/checkin";
import { commandMeta, requireOrganizationRole, requireUser } from "@mawid/service";
import type { CheckinDeps } from "../../deps.ts";
import { requireKnownEvent } from "../../event/known-event.ts";
import { GateNotFoundError } from "../../gate/errors.ts";
import { ZTicketParams } from "../params.ts";
import { recordScan } from "../record-scan.ts";

/**
 * `POST /api/v1/checkin/events/{id}/tickets/{ticketId}/check-in`: a member admits someone found by
 * name or order code (no phone, no code), by the same rules as a scan; answers a scan's answer (404 for a ticket the event does not have).
 * Members only, never a device: an admission without a code must name the person who made it.
 */
export function registerCheckInManually(app: FastifyInstance, deps: CheckinDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/checkin/events/:id/tickets/:ticketId/check-in",
      { schema: { params: ZTicketParams, body: ZManualCheckInRequest, response: { 200: ZScanAnswer } } },
      async (request) => {
        const claims = requireUser(request);
        const event = await requireKnownEvent(deps.events, request.params.id);
        requireOrganizationRole(claims, event.organizationId, STATION_ROLES);
        const gateId = request.body.gateId ?? null;
        const gates = await deps.gates.get(event.eventId);
        if (gateId !== null && !gates.some((g) => g.id === gateId)) throw new GateNotFoundError();
        const now = new Date().toISOString();
        const outcome = await recordScan(
          deps,
          {
            eventId: event.eventId,
            organizationId: event.organizationId,
            ticketId: request.params.ticketId,
            code: null,
            gates,
            direction: "in",
            origin: {
              gateId,
              deviceId: null,
              userId: claims.sub,
              nonce: null,
              scannedAt: now,
              recordedAt: now,
            },
            offline: false,
            manual: true,
          },
          commandMeta(request),
        );
        return outcome.answer;
      },
    );
}
