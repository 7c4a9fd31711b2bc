import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZSessions } from "@mawid/contracts/events";
import { verifiedUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { ZEventParams } from "../../event/params.ts";
import { visibleEventState } from "../../event/read.ts";

/** `GET /api/v1/events/{id}/sessions`: the agenda, earliest first, to whoever may see the event. */
export function registerGetSessions(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/events/:id/sessions",
      { schema: { params: ZEventParams, response: { 200: ZSessions } } },
      async (request) => {
        const state = await visibleEventState(deps.db, request.params.id, verifiedUser(request));
        const items = Object.values(state.sessions).sort(
          (a, b) => a.startsAt.localeCompare(b.startsAt) || a.title.localeCompare(b.title),
        );
        return { timeZone: state.event!.timeZone, items };
      },
    );
}
