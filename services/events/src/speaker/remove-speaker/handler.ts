import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { commandMeta, requireUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { actorOf } from "../../event/actor.ts";
import { handleEventCommand } from "../../event/handle.ts";
import { ZSpeakerParams } from "../params.ts";

/** `DELETE /api/v1/events/{id}/speakers/{speakerId}` → 204, by the organisation's editors. */
export function registerRemoveSpeaker(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .delete(
      "/api/v1/events/:id/speakers/:speakerId",
      { schema: { params: ZSpeakerParams } },
      async (request, reply) => {
        const now = new Date();
        const actor = actorOf(requireUser(request));
        await handleEventCommand(
          deps.db,
          request.params.id,
          { type: "RemoveSpeaker", actor, speakerId: request.params.speakerId, at: now.toISOString() },
          commandMeta(request, now),
        );
        return reply.status(204).send();
      },
    );
}
