import { EventNotFoundError, InvalidEventStatusError, InvalidEventTimesError } from "../errors.ts";
import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import { type Actor, requireRole } from "./actor.ts";
import type { EventEvent, EventState } from "./state.ts";

/**
 * A new draft from another event's state, with new dates: its sessions move by as much as the event
 * did, and keep their speakers only when the speakers come too. A series' occurrences are clones.
 */
export interface CloneEvent {
  type: "CloneEvent";
  eventId: string;
  actor: Actor;
  source: EventState;
  startsAt: string;
  /** Null keeps the source's length. */
  endsAt: string | null;
  includeSessions: boolean;
  includeSpeakers: boolean;
  /** A new id for each of the source's sessions and speakers, by their old id. */
  newIds: Record<string, string>;
  seriesId: string | null;
  at: string;
}

export function decideClone(command: CloneEvent, state: EventState): EventEvent[] {
  if (state.event) throw new InvalidEventStatusError(state.event.status, "created again");
  const source = command.source.event;
  if (!source) throw new EventNotFoundError();
  const { actor, eventId, at } = command;
  requireRole(actor, source.organizationId, ORGANISER_ROLES);
  const shift = Date.parse(command.startsAt) - Date.parse(source.startsAt);
  const moved = (instant: string) => new Date(Date.parse(instant) + shift).toISOString();
  const startsAt = new Date(command.startsAt).toISOString();
  const endsAt = command.endsAt === null ? moved(source.endsAt) : new Date(command.endsAt).toISOString();
  if (Date.parse(endsAt) <= Date.parse(startsAt)) throw new InvalidEventTimesError();
  const newId = (id: string) => {
    const mapped = command.newIds[id];
    if (!mapped) throw new Error(`no new id for ${id}`);
    return mapped;
  };

  const {
    id,
    status,
    clonedFromEventId,
    rejectionReason,
    cancellationReason,
    createdAt,
    updatedAt,
    ...rest
  } = source;
  const { submittedAt, approvedAt, publishedAt, cancelledAt, completedAt, ...fields } = rest;
  const events: EventEvent[] = [
    {
      type: "EventCreated",
      version: 1,
      data: {
        ...fields,
        startsAt,
        endsAt,
        publishAt: null,
        seriesId: command.seriesId,
        eventId,
        clonedFromEventId: source.id,
        createdBy: actor.userId,
        createdAt: at,
      },
    },
  ];
  if (command.includeSpeakers) {
    for (const { id: speakerId, ...speaker } of Object.values(command.source.speakers)) {
      events.push({
        type: "SpeakerAdded",
        version: 1,
        data: { ...speaker, eventId, speakerId: newId(speakerId), at },
      });
    }
  }
  if (command.includeSessions) {
    for (const { id: sessionId, ...session } of Object.values(command.source.sessions)) {
      const speakerIds = command.includeSpeakers ? session.speakerIds.map(newId) : [];
      events.push({
        type: "SessionAdded",
        version: 1,
        data: {
          ...session,
          startsAt: moved(session.startsAt),
          endsAt: moved(session.endsAt),
          speakerIds,
          eventId,
          sessionId: newId(sessionId),
          at,
        },
      });
    }
  }
  return events;
}
