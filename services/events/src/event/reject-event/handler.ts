import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZEvent, ZRejectRequest } from "@mawid/contracts/events";
import { commandMeta, requireUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { actorOf } from "../actor.ts";
import { handleEventCommand } from "../handle.ts";
import { ZEventParams } from "../params.ts";
import { toEvent } from "../read.ts";

/** `POST /api/v1/events/{id}/reject` {reason}, platform admins: the host sees the reason, edits and submits again. */
export function registerRejectEvent(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/events/:id/reject",
      { schema: { params: ZEventParams, body: ZRejectRequest, response: { 200: ZEvent } } },
      async (request) => {
        const now = new Date();
        const actor = actorOf(requireUser(request));
        const { state } = await handleEventCommand(
          deps.db,
          request.params.id,
          { type: "RejectEvent", actor, reason: request.body.reason, at: now.toISOString() },
          commandMeta(request, now),
        );
        return toEvent(deps.db, state.event!);
      },
    );
}
