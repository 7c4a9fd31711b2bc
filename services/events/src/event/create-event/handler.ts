import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZCreateEventRequest, ZEvent } from "@mawid/contracts/events";
import { commandMeta, requireUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { actorOf } from "../actor.ts";
import { handleEventCommand } from "../handle.ts";
import { toEvent } from "../read.ts";
import { sanitizeDescription } from "../sanitize-description.ts";

/** `POST /api/v1/events`: a new draft, by the organisation's owners, admins and staff. */
export function registerCreateEvent(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/events",
      { schema: { body: ZCreateEventRequest, response: { 201: ZEvent } } },
      async (request, reply) => {
        const now = new Date();
        const actor = actorOf(requireUser(request));
        const eventId = randomUUID();
        const fields = {
          ...request.body,
          description: sanitizeDescription(request.body.description),
          seriesId: null,
        };
        const { state } = await handleEventCommand(
          deps.db,
          eventId,
          { type: "CreateEvent", eventId, actor, fields, at: now.toISOString() },
          commandMeta(request, now),
        );
        return reply.status(201).send(await toEvent(deps.db, state.event!));
      },
    );
}
