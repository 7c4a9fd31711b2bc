import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZSpeaker, ZSpeakerRequest } from "@mawid/contracts/events";
import { commandMeta, requireUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { actorOf } from "../../event/actor.ts";
import { handleEventCommand } from "../../event/handle.ts";
import { ZSpeakerParams } from "../params.ts";

/** `PUT /api/v1/events/{id}/speakers/{speakerId}`: the speaker as sent, by the organisation's editors. */
export function registerChangeSpeaker(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .put(
      "/api/v1/events/:id/speakers/:speakerId",
      { schema: { params: ZSpeakerParams, body: ZSpeakerRequest, response: { 200: ZSpeaker } } },
      async (request) => {
        const now = new Date();
        const actor = actorOf(requireUser(request));
        const { speakerId } = request.params;
        const { state } = await handleEventCommand(
          deps.db,
          request.params.id,
          { type: "ChangeSpeaker", actor, speakerId, speaker: request.body, at: now.toISOString() },
          commandMeta(request, now),
        );
        return state.speakers[speakerId]!;
      },
    );
}
