import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZGates } from "@mawid/contracts/checkin";
import type { CheckinDeps } from "../../deps.ts";
import { authenticateStation } from "../../device/station.ts";
import { ZEventParams } from "../params.ts";
import { requireKnownEvent } from "../../event/known-event.ts";
import { readGates } from "../read-gates.ts";

/**
 * `GET /api/v1/checkin/events/{id}/gates`: the organisation's members and the event's enrolled devices,
 * which show the gate choice and name the right entrance. A device given some gates still sees them all.
 */
export function registerGetGates(app: FastifyInstance, deps: CheckinDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/checkin/events/:id/gates",
      { schema: { params: ZEventParams, response: { 200: ZGates } } },
      async (request) => {
        const event = await requireKnownEvent(deps.events, request.params.id);
        await authenticateStation(request, deps, event);
        return readGates(deps.db, event.eventId);
      },
    );
}
