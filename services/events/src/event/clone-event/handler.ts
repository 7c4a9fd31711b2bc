import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZCloneRequest, ZEvent } from "@mawid/contracts/events";
import { commandMeta, requireUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { actorOf } from "../actor.ts";
import { handleEventCommand } from "../handle.ts";
import { ZEventParams } from "../params.ts";
import { toEvent, visibleEventState } from "../read.ts";
import type { EventState } from "../state.ts";

/** A fresh id for each session and speaker of the source, since the clone's agenda is its own. */
export function newAgendaIds(source: EventState): Record<string, string> {
  const ids = [...Object.keys(source.sessions), ...Object.keys(source.speakers)];
  return Object.fromEntries(ids.map((id) => [id, randomUUID()]));
}

/** `POST /api/v1/events/{id}/clone` → 201: a new draft with new dates, its sessions and speakers if asked. */
export function registerCloneEvent(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/events/:id/clone",
      { schema: { params: ZEventParams, body: ZCloneRequest, response: { 201: ZEvent } } },
      async (request, reply) => {
        const now = new Date();
        const claims = requireUser(request);
        const source = await visibleEventState(deps.db, request.params.id, claims);
        const eventId = randomUUID();
        const { startsAt, endsAt, includeSessions, includeSpeakers } = request.body;
        const { state } = await handleEventCommand(
          deps.db,
          eventId,
          {
            type: "CloneEvent",
            eventId,
            actor: actorOf(claims),
            source,
            startsAt,
            endsAt: endsAt ?? null,
            includeSessions,
            includeSpeakers,
            newIds: newAgendaIds(source),
            seriesId: null,
            at: now.toISOString(),
          },
          commandMeta(request, now),
        );
        return reply.status(201).send(await toEvent(deps.db, state.event!));
      },
    );
}
