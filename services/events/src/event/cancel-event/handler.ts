import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZCancelRequest, ZEvent } from "@mawid/contracts/events";
import { commandMeta, requireUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { actorOf } from "../actor.ts";
import { handleEventCommand } from "../handle.ts";
import { ZEventParams } from "../params.ts";
import { toEvent } from "../read.ts";

/** `POST /api/v1/events/{id}/cancel` {reason}, the organisation's owners and admins; announced as EventCancelled on the bus. */
export function registerCancelEvent(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/events/:id/cancel",
      { schema: { params: ZEventParams, body: ZCancelRequest, response: { 200: ZEvent } } },
      async (request) => {
        const now = new Date();
        const actor = actorOf(requireUser(request));
        const { state } = await handleEventCommand(
          deps.db,
          request.params.id,
          { type: "CancelEvent", actor, reason: request.body.reason, at: now.toISOString() },
          commandMeta(request, now),
        );
        return toEvent(deps.db, state.event!);
      },
    );
}
