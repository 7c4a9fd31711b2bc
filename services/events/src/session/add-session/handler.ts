import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZSession, ZSessionRequest } from "@mawid/contracts/events";
import { commandMeta, requireUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { actorOf } from "../../event/actor.ts";
import { handleEventCommand } from "../../event/handle.ts";
import { ZEventParams } from "../../event/params.ts";

/** `POST /api/v1/events/{id}/sessions` → 201: an agenda item, by the organisation's editors. */
export function registerAddSession(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/events/:id/sessions",
      { schema: { params: ZEventParams, body: ZSessionRequest, response: { 201: ZSession } } },
      async (request, reply) => {
        const now = new Date();
        const actor = actorOf(requireUser(request));
        const sessionId = randomUUID();
        const { state } = await handleEventCommand(
          deps.db,
          request.params.id,
          { type: "AddSession", actor, sessionId, session: request.body, at: now.toISOString() },
          commandMeta(request, now),
        );
        return reply.status(201).send(state.sessions[sessionId]!);
      },
    );
}
