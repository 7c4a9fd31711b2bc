import type {
  TEditableEventFields,
  TEventFields,
  TEventStatus,
  TSessionFields,
  TSpeakerFields,
} from "@mawid/contracts/events";
import { MANAGER_ROLES, ORGANISER_ROLES } from "@mawid/contracts/identity";
import type { Decider } from "@mawid/eventstore";
import {
  EventIncompleteError,
  EventNotFoundError,
  InvalidEventStatusError,
  InvalidEventTimesError,
  SessionNotFoundError,
  SpeakerNotFoundError,
  UnknownSpeakerError,
} from "../errors.ts";
import { type Actor, requirePlatformAdmin, requireRole, requireVerifiedEmail } from "./actor.ts";
import { type CloneEvent, decideClone } from "./clone.ts";
import {
  type EventEvent,
  type EventRecord,
  type EventState,
  evolveEvent,
  initialEventState,
} from "./state.ts";

export type { Actor } from "./actor.ts";
export type { EventEvent, EventState } from "./state.ts";

export type EventCommand =
  | { type: "CreateEvent"; eventId: string; actor: Actor; fields: TEventFields; at: string }
  | CloneEvent
  | { type: "UpdateEvent"; actor: Actor; changes: Partial<TEditableEventFields>; at: string }
  /** The first event of a new series joins it. */
  | { type: "JoinSeries"; actor: Actor; seriesId: string; at: string }
  /** hostVerified: the organisation is a verified host, whose events are approved on submission. */
  | { type: "SubmitEvent"; actor: Actor; hostVerified: boolean; at: string }
  | { type: "ApproveEvent"; actor: Actor; at: string }
  | { type: "RejectEvent"; actor: Actor; reason: string; at: string }
  /** The scheduler's, once an approved event's publish time has come. */
  | { type: "PublishEvent"; at: string }
  | { type: "CancelEvent"; actor: Actor; reason: string; at: string }
  /** The scheduler's, once a published event has ended. */
  | { type: "CompleteEvent"; at: string }
  | { type: "AddSpeaker"; actor: Actor; speakerId: string; speaker: TSpeakerFields; at: string }
  | { type: "ChangeSpeaker"; actor: Actor; speakerId: string; speaker: TSpeakerFields; at: string }
  | { type: "RemoveSpeaker"; actor: Actor; speakerId: string; at: string }
  | { type: "AddSession"; actor: Actor; sessionId: string; session: TSessionFields; at: string }
  | { type: "ChangeSession"; actor: Actor; sessionId: string; session: TSessionFields; at: string }
  | { type: "RemoveSession"; actor: Actor; sessionId: string; at: string };

/** Events past these take no more changes. */
const CLOSED: readonly TEventStatus[] = ["cancelled", "completed"];

const iso = (instant: string) => new Date(instant).toISOString();

function existing(state: EventState): EventRecord {
  if (!state.event) throw new EventNotFoundError();
  return state.event;
}

function requireStatus(event: EventRecord, allowed: readonly TEventStatus[], action: string): void {
  if (!allowed.includes(event.status)) throw new InvalidEventStatusError(event.status, action);
}

function requireOpen(event: EventRecord, action: string): void {
  if (CLOSED.includes(event.status)) throw new InvalidEventStatusError(event.status, action);
}

/** Instants as one canonical text, so equal times compare equal whatever offset they came with. */
function normalised<F extends Pick<TEventFields, "startsAt" | "endsAt" | "publishAt">>(fields: F): F {
  const normal = { ...fields, startsAt: iso(fields.startsAt), endsAt: iso(fields.endsAt) };
  return { ...normal, publishAt: fields.publishAt === null ? null : iso(fields.publishAt) };
}

function fieldsOf(event: EventRecord): TEventFields {
  const { organizationId, title, description, category, coverImageUrl, startsAt, endsAt, timeZone } = event;
  const { venue, onlineUrl, audience, photoPolicy, visibility, capacity, tags, languages } = event;
  const { facilities, publishAt, seriesId, moonSighting } = event;
  return {
    organizationId,
    title,
    description,
    category,
    coverImageUrl,
    startsAt,
    endsAt,
    timeZone,
    venue,
    onlineUrl,
    audience,
    photoPolicy,
    visibility,
    capacity,
    tags,
    languages,
    facilities,
    publishAt,
    seriesId,
    moonSighting,
  };
}

function updated(event: EventRecord, fields: TEventFields, actor: Actor, at: string): EventEvent[] {
  const next = normalised(fields);
  if (Date.parse(next.endsAt) <= Date.parse(next.startsAt)) throw new InvalidEventTimesError();
  if (JSON.stringify(next) === JSON.stringify(fieldsOf(event))) return [];
  return [
    {
      type: "EventUpdated",
      version: 1,
      data: { ...next, eventId: event.id, updatedBy: actor.userId, updatedAt: at },
    },
  ];
}

/** Approval publishes at once unless the host chose a later publish time, which the scheduler keeps. */
function publishedIfDue(event: EventRecord, at: string): EventEvent[] {
  if (event.publishAt !== null && Date.parse(event.publishAt) > Date.parse(at)) return [];
  const data = { eventId: event.id, organizationId: event.organizationId, publishedAt: at };
  return [{ type: "EventPublished", version: 1, data }];
}

function checkSession(state: EventState, session: TSessionFields): TSessionFields {
  if (Date.parse(session.endsAt) <= Date.parse(session.startsAt)) {
    throw new InvalidEventTimesError("A session must end after it starts");
  }
  if (session.speakerIds.some((id) => !state.speakers[id])) throw new UnknownSpeakerError();
  return { ...session, startsAt: iso(session.startsAt), endsAt: iso(session.endsAt) };
}

/** The agenda's commands: the event's editors, while it is open. */
function decideAgenda(
  command: Extract<
    EventCommand,
    {
      type:
        | "AddSpeaker"
        | "ChangeSpeaker"
        | "RemoveSpeaker"
        | "AddSession"
        | "ChangeSession"
        | "RemoveSession";
    }
  >,
  state: EventState,
): EventEvent[] {
  const event = existing(state);
  requireRole(command.actor, event.organizationId, ORGANISER_ROLES);
  requireOpen(event, "changed");
  const eventId = event.id;
  const at = command.at;
  switch (command.type) {
    case "AddSpeaker":
      return [
        {
          type: "SpeakerAdded",
          version: 1,
          data: { ...command.speaker, eventId, speakerId: command.speakerId, at },
        },
      ];
    case "ChangeSpeaker":
      if (!state.speakers[command.speakerId]) throw new SpeakerNotFoundError();
      return [
        {
          type: "SpeakerChanged",
          version: 1,
          data: { ...command.speaker, eventId, speakerId: command.speakerId, at },
        },
      ];
    case "RemoveSpeaker":
      if (!state.speakers[command.speakerId]) throw new SpeakerNotFoundError();
      return [{ type: "SpeakerRemoved", version: 1, data: { eventId, speakerId: command.speakerId, at } }];
    case "AddSession": {
      const session = checkSession(state, command.session);
      return [
        { type: "SessionAdded", version: 1, data: { ...session, eventId, sessionId: command.sessionId, at } },
      ];
    }
    case "ChangeSession": {
      if (!state.sessions[command.sessionId]) throw new SessionNotFoundError();
      const session = checkSession(state, command.session);
      return [
        {
          type: "SessionChanged",
          version: 1,
          data: { ...session, eventId, sessionId: command.sessionId, at },
        },
      ];
    }
    case "RemoveSession":
      if (!state.sessions[command.sessionId]) throw new SessionNotFoundError();
      return [{ type: "SessionRemoved", version: 1, data: { eventId, sessionId: command.sessionId, at } }];
  }
}

export const eventDecider: Decider<EventCommand, EventEvent, EventState> = {
  initialState: initialEventState,
  decide(command, state) {
    switch (command.type) {
      case "CreateEvent": {
        if (state.event) throw new InvalidEventStatusError(state.event.status, "created again");
        const { actor, fields, at } = command;
        requireRole(actor, fields.organizationId, ORGANISER_ROLES);
        const data = normalised(fields);
        if (Date.parse(data.endsAt) <= Date.parse(data.startsAt)) throw new InvalidEventTimesError();
        return [
          {
            type: "EventCreated",
            version: 1,
            data: {
              ...data,
              eventId: command.eventId,
              clonedFromEventId: null,
              createdBy: actor.userId,
              createdAt: at,
            },
          },
        ];
      }
      case "CloneEvent":
        return decideClone(command, state);
      case "UpdateEvent": {
        const event = existing(state);
        requireRole(command.actor, event.organizationId, ORGANISER_ROLES);
        requireOpen(event, "edited");
        return updated(event, { ...fieldsOf(event), ...command.changes }, command.actor, command.at);
      }
      case "JoinSeries": {
        const event = existing(state);
        requireRole(command.actor, event.organizationId, ORGANISER_ROLES);
        requireOpen(event, "repeated");
        return updated(event, { ...fieldsOf(event), seriesId: command.seriesId }, command.actor, command.at);
      }
      case "SubmitEvent": {
        const event = existing(state);
        const { actor, at } = command;
        requireRole(actor, event.organizationId, ORGANISER_ROLES);
        requireVerifiedEmail(actor);
        requireStatus(event, ["draft", "rejected"], "submitted");
        if (!event.venue && !event.onlineUrl) {
          throw new EventIncompleteError("Add a venue or an online link before you submit", "venue");
        }
        if (Date.parse(event.endsAt) <= Date.parse(at)) {
          throw new EventIncompleteError("This event has already ended: change its dates first", "endsAt");
        }
        const ids = { eventId: event.id, organizationId: event.organizationId };
        const submitted: EventEvent = {
          type: "EventSubmitted",
          version: 1,
          data: { ...ids, submittedBy: actor.userId, submittedAt: at },
        };
        if (!command.hostVerified) return [submitted];
        return [
          submitted,
          { type: "EventApproved", version: 1, data: { ...ids, approvedBy: null, approvedAt: at } },
          ...publishedIfDue(event, at),
        ];
      }
      case "ApproveEvent": {
        const event = existing(state);
        requirePlatformAdmin(command.actor);
        requireVerifiedEmail(command.actor);
        requireStatus(event, ["submitted"], "approved");
        const data = {
          eventId: event.id,
          organizationId: event.organizationId,
          approvedBy: command.actor.userId,
          approvedAt: command.at,
        };
        return [{ type: "EventApproved", version: 1, data }, ...publishedIfDue(event, command.at)];
      }
      case "RejectEvent": {
        const event = existing(state);
        requirePlatformAdmin(command.actor);
        requireStatus(event, ["submitted"], "rejected");
        const data = {
          eventId: event.id,
          organizationId: event.organizationId,
          reason: command.reason,
          rejectedBy: command.actor.userId,
          rejectedAt: command.at,
        };
        return [{ type: "EventRejected", version: 1, data }];
      }
      case "PublishEvent": {
        const event = existing(state);
        if (event.status === "published") return [];
        requireStatus(event, ["approved"], "published");
        return publishedIfDue(event, command.at);
      }
      case "CancelEvent": {
        const event = existing(state);
        requireRole(command.actor, event.organizationId, MANAGER_ROLES);
        requireOpen(event, "cancelled");
        const data = {
          eventId: event.id,
          organizationId: event.organizationId,
          reason: command.reason,
          cancelledBy: command.actor.userId,
          cancelledAt: command.at,
        };
        return [{ type: "EventCancelled", version: 1, data }];
      }
      case "CompleteEvent": {
        const event = existing(state);
        if (event.status === "completed") return [];
        requireStatus(event, ["published"], "completed");
        if (Date.parse(event.endsAt) > Date.parse(command.at)) {
          throw new InvalidEventStatusError(event.status, "completed before it ends");
        }
        const data = { eventId: event.id, organizationId: event.organizationId, completedAt: command.at };
        return [{ type: "EventCompleted", version: 1, data }];
      }
      default:
        return decideAgenda(command, state);
    }
  },
  evolve: evolveEvent,
};
