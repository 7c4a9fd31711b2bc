import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZEvent } from "@mawid/contracts/events";
import { commandMeta, requireUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { actorOf } from "../actor.ts";
import { handleEventCommand } from "../handle.ts";
import { ZEventParams } from "../params.ts";
import { toEvent } from "../read.ts";

/** `POST /api/v1/events/{id}/approve`, platform admins: published now, or at the host's publish time. */
export function registerApproveEvent(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/events/:id/approve",
      { schema: { params: ZEventParams, response: { 200: ZEvent } } },
      async (request) => {
        const now = new Date();
        const actor = actorOf(requireUser(request));
        const { state } = await handleEventCommand(
          deps.db,
          request.params.id,
          { type: "ApproveEvent", actor, at: now.toISOString() },
          commandMeta(request, now),
        );
        return toEvent(deps.db, state.event!);
      },
    );
}
