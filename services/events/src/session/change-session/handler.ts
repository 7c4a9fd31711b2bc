import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZSession, ZSessionRequest } from "@mawid/contracts/events";
import { commandMeta, requireUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { actorOf } from "../../event/actor.ts";
import { handleEventCommand } from "../../event/handle.ts";
import { ZSessionParams } from "../params.ts";

/** `PUT /api/v1/events/{id}/sessions/{sessionId}`: the session as sent, by the organisation's editors. */
export function registerChangeSession(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .put(
      "/api/v1/events/:id/sessions/:sessionId",
      { schema: { params: ZSessionParams, body: ZSessionRequest, response: { 200: ZSession } } },
      async (request) => {
        const now = new Date();
        const actor = actorOf(requireUser(request));
        const { sessionId } = request.params;
        const { state } = await handleEventCommand(
          deps.db,
          request.params.id,
          { type: "ChangeSession", actor, sessionId, session: request.body, at: now.toISOString() },
          commandMeta(request, now),
        );
        return state.sessions[sessionId]!;
      },
    );
}
