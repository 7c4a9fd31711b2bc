import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZSpeaker, ZSpeakerRequest } from "@mawid/contracts/events";
import { commandMeta, requireUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { actorOf } from "../../event/actor.ts";
import { handleEventCommand } from "../../event/handle.ts";
import { ZEventParams } from "../../event/params.ts";

/** `POST /api/v1/events/{id}/speakers` → 201: a speaker (a photo only if they chose one), by the organisation's editors. */
export function registerAddSpeaker(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/events/:id/speakers",
      { schema: { params: ZEventParams, body: ZSpeakerRequest, response: { 201: ZSpeaker } } },
      async (request, reply) => {
        const now = new Date();
        const actor = actorOf(requireUser(request));
        const speakerId = randomUUID();
        const { state } = await handleEventCommand(
          deps.db,
          request.params.id,
          { type: "AddSpeaker", actor, speakerId, speaker: request.body, at: now.toISOString() },
          commandMeta(request, now),
        );
        return reply.status(201).send(state.speakers[speakerId]!);
      },
    );
}
