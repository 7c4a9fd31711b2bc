import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { commandMeta, requireUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { actorOf } from "../../event/actor.ts";
import { handleEventCommand } from "../../event/handle.ts";
import { ZSessionParams } from "../params.ts";

/** `DELETE /api/v1/events/{id}/sessions/{sessionId}` → 204, by the organisation's editors. */
export function registerRemoveSession(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .delete(
      "/api/v1/events/:id/sessions/:sessionId",
      { schema: { params: ZSessionParams } },
      async (request, reply) => {
        const now = new Date();
        const actor = actorOf(requireUser(request));
        await handleEventCommand(
          deps.db,
          request.params.id,
          { type: "RemoveSession", actor, sessionId: request.params.sessionId, at: now.toISOString() },
          commandMeta(request, now),
        );
        return reply.status(204).send();
      },
    );
}
