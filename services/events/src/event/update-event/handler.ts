import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZEvent, ZUpdateEventRequest } from "@mawid/contracts/events";
import { commandMeta, requireUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { actorOf } from "../actor.ts";
import { handleEventCommand } from "../handle.ts";
import { ZEventParams } from "../params.ts";
import { toEvent } from "../read.ts";
import { sanitizeDescription } from "../sanitize-description.ts";

/** `PATCH /api/v1/events/{id}`: the organisation's editors change what they send, until it closes. */
export function registerUpdateEvent(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .patch(
      "/api/v1/events/:id",
      { schema: { params: ZEventParams, body: ZUpdateEventRequest, response: { 200: ZEvent } } },
      async (request) => {
        const now = new Date();
        const actor = actorOf(requireUser(request));
        const changes = { ...request.body };
        if (changes.description !== undefined) changes.description = sanitizeDescription(changes.description);
        const { state } = await handleEventCommand(
          deps.db,
          request.params.id,
          { type: "UpdateEvent", actor, changes, at: now.toISOString() },
          commandMeta(request, now),
        );
        return toEvent(deps.db, state.event!);
      },
    );
}
