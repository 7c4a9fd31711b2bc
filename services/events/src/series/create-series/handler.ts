import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type TPrayerRelativeTime, ZCreateSeriesRequest, ZSeries } from "@mawid/contracts/events";
import { commandMeta, requireUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { PlaceNeededForPrayerTimeError } from "../../errors.ts";
import { actorOf } from "../../event/actor.ts";
import { newAgendaIds } from "../../event/clone-event/handler.ts";
import { handleEventCommand } from "../../event/handle.ts";
import { ZEventParams } from "../../event/params.ts";
import { visibleEventState } from "../../event/read.ts";
import type { EventRecord } from "../../event/state.ts";
import { readPrayerSettings } from "../../prayer-settings/read.ts";
import { resolvePrayerRelativeAt } from "../../prayer-times/resolve-prayer-relative.ts";
import { handleSeriesCommand } from "../handle.ts";
import { planOccurrences } from "../occurrences.ts";

/** Each day's start from that day's prayer at the venue, by the organisation's own reckoning. */
async function prayerStart(deps: EventsDeps, first: EventRecord, relative: TPrayerRelativeTime | null) {
  if (!relative) return null;
  if (!first.venue) throw new PlaceNeededForPrayerTimeError();
  const { settings } = await readPrayerSettings(deps.db, first.organizationId);
  const place = {
    latitude: first.venue.latitude,
    longitude: first.venue.longitude,
    timeZone: first.timeZone,
  };
  return (date: string) => resolvePrayerRelativeAt(place, date, settings, relative);
}

/**
 * `POST /api/v1/events/{id}/series` → 201: the event and its occurrences, each a draft of its own
 * (for tickets and check-in) with the first's details, sessions and speakers, all in one transaction.
 * The series is recorded first, so nothing is created for someone it refuses.
 */
export function registerCreateSeries(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/events/:id/series",
      { schema: { params: ZEventParams, body: ZCreateSeriesRequest, response: { 201: ZSeries } } },
      async (request, reply) => {
        const now = new Date();
        const at = now.toISOString();
        const claims = requireUser(request);
        const actor = actorOf(claims);
        const source = await visibleEventState(deps.db, request.params.id, claims);
        const first = source.event!;
        const { recurrence, startRelativeTo } = request.body;
        const planned = planOccurrences(first, recurrence, await prayerStart(deps, first, startRelativeTo));
        const occurrences = planned.map((o) => ({
          eventId: randomUUID(),
          startsAt: o.startsAt,
          endsAt: o.endsAt,
        }));
        const seriesId = randomUUID();
        const meta = commandMeta(request, now);
        // One transaction for the series and every occurrence: a failure part-way leaves none of them.
        const state = await deps.db.transaction().execute(async (trx) => {
          const series = await handleSeriesCommand(
            trx,
            seriesId,
            { type: "CreateSeries", seriesId, actor, first, recurrence, startRelativeTo, occurrences, at },
            meta,
          );
          for (const occurrence of occurrences) {
            await handleEventCommand(
              trx,
              occurrence.eventId,
              {
                type: "CloneEvent",
                eventId: occurrence.eventId,
                actor,
                source,
                startsAt: occurrence.startsAt,
                endsAt: occurrence.endsAt,
                includeSessions: true,
                includeSpeakers: true,
                newIds: newAgendaIds(source),
                seriesId,
                at,
              },
              meta,
            );
          }
          await handleEventCommand(trx, first.id, { type: "JoinSeries", actor, seriesId, at }, meta);
          return series.state;
        });
        return reply.status(201).send(state.series!);
      },
    );
}
