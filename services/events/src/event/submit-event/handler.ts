import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZEvent } from "@mawid/contracts/events";
import { commandMeta, requireUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { EventNotFoundError } from "../../errors.ts";
import { isHostVerified } from "../../verification/read.ts";
import { actorOf } from "../actor.ts";
import { handleEventCommand } from "../handle.ts";
import { ZEventParams } from "../params.ts";
import { findEventState, toEvent } from "../read.ts";

/** `POST /api/v1/events/{id}/submit`: to the approval queue, or approved at once for a verified host. */
export function registerSubmitEvent(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/events/:id/submit",
      { schema: { params: ZEventParams, response: { 200: ZEvent } } },
      async (request) => {
        const now = new Date();
        const actor = actorOf(requireUser(request));
        const current = await findEventState(deps.db, request.params.id);
        if (!current?.event) throw new EventNotFoundError();
        const hostVerified = await isHostVerified(deps.db, current.event.organizationId);
        const { state } = await handleEventCommand(
          deps.db,
          request.params.id,
          { type: "SubmitEvent", actor, hostVerified, at: now.toISOString() },
          commandMeta(request, now),
        );
        return toEvent(deps.db, state.event!);
      },
    );
}
