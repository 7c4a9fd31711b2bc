import type { TPrayerRelativeTime, TRecurrence, TSeries, TSeriesEvent } from "@mawid/contracts/events";
import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import type { Decider } from "@mawid/eventstore";
import { ConflictError } from "@mawid/service/errors";
import { AlreadyInSeriesError, InvalidEventStatusError } from "../errors.ts";
import { type Actor, requireRole } from "../event/actor.ts";
import type { EventRecord } from "../event/state.ts";

export type SeriesEvent = TSeriesEvent;

export interface CreateSeries {
  type: "CreateSeries";
  seriesId: string;
  actor: Actor;
  first: EventRecord;
  recurrence: TRecurrence;
  startRelativeTo: TPrayerRelativeTime | null;
  /** The occurrences after the first, each with the id of the event it will be. */
  occurrences: { eventId: string; startsAt: string; endsAt: string }[];
  at: string;
}
export type SeriesCommand = CreateSeries;

export interface SeriesState {
  series: TSeries | null;
}

export const seriesDecider: Decider<SeriesCommand, SeriesEvent, SeriesState> = {
  initialState: { series: null },
  decide(command, state) {
    if (state.series) throw new ConflictError("This series already exists");
    const { first, actor, at } = command;
    requireRole(actor, first.organizationId, ORGANISER_ROLES);
    if (first.seriesId !== null) throw new AlreadyInSeriesError();
    if (first.status === "cancelled" || first.status === "completed") {
      throw new InvalidEventStatusError(first.status, "repeated");
    }
    return [
      {
        type: "SeriesCreated",
        version: 1,
        data: {
          seriesId: command.seriesId,
          organizationId: first.organizationId,
          firstEventId: first.id,
          recurrence: command.recurrence,
          startRelativeTo: command.startRelativeTo,
          occurrences: [
            { eventId: first.id, startsAt: first.startsAt, endsAt: first.endsAt },
            ...command.occurrences,
          ],
          createdBy: actor.userId,
          createdAt: at,
        },
      },
    ];
  },
  evolve(state, event) {
    const { seriesId: id, createdBy: _, ...rest } = event.data;
    return { ...state, series: { id, ...rest } };
  },
};
