import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZSpeakers } from "@mawid/contracts/events";
import { verifiedUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { ZEventParams } from "../../event/params.ts";
import { visibleEventState } from "../../event/read.ts";

/** `GET /api/v1/events/{id}/speakers`: the event's speakers by name, to whoever may see the event. */
export function registerGetSpeakers(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/events/:id/speakers",
      { schema: { params: ZEventParams, response: { 200: ZSpeakers } } },
      async (request) => {
        const state = await visibleEventState(deps.db, request.params.id, verifiedUser(request));
        return { items: Object.values(state.speakers).sort((a, b) => a.name.localeCompare(b.name)) };
      },
    );
}
