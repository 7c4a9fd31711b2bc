import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZCheckinStats } from "@mawid/contracts/checkin";
import type { CheckinDeps } from "../../deps.ts";
import { authenticateStation } from "../../device/station.ts";
import { requireKnownEvent } from "../../event/known-event.ts";
import { ZEventParams } from "../../gate/params.ts";

/** `GET /api/v1/checkin/events/{id}/stats`: live counts per gate and section, for the event's stations and hosts. */
export function registerGetStats(app: FastifyInstance, deps: CheckinDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/checkin/events/:id/stats",
      { schema: { params: ZEventParams, response: { 200: ZCheckinStats } } },
      async (request) => {
        const event = await requireKnownEvent(deps.events, request.params.id);
        await authenticateStation(request, deps, event);
        return deps.stats.get(event.eventId);
      },
    );
}
