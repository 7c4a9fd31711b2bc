import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZEvent } from "@mawid/contracts/events";
import { verifiedUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { ZEventParams } from "../params.ts";
import { toEvent, visibleEventState } from "../read.ts";

/** `GET /api/v1/events/{id}`: the event in full, to whoever may see it (see canSee). */
export function registerGetEvent(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/events/:id",
      { schema: { params: ZEventParams, response: { 200: ZEvent } } },
      async (request) => {
        const state = await visibleEventState(deps.db, request.params.id, verifiedUser(request));
        return toEvent(deps.db, state.event!);
      },
    );
}
