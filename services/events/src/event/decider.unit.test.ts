import { describe, expect, it } from "vitest";
import { EventsErrorCode, type TEventFields } from "@mawid/contracts/events";
import type { TMemberRole } from "@mawid/contracts/identity";
import { given } from "@mawid/eventstore";
import { ForbiddenError, NotFoundError, ValidationError } from "@mawid/service";
import { ConflictError } from "@mawid/service/errors";
import { type Actor, type EventEvent, eventDecider } from "./decider.ts";

const eventId = "0b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const organizationId = "6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b";
const otherOrg = "7a2e3b4c-5d6e-4f70-8b9c-1d2e3f4a5b6c";
const at = "2026-11-22T10:00:00.000Z";
const later = "2026-11-23T10:00:00.000Z";
const ids = {
  owner: "11111111-1111-4111-8111-111111111111",
  staff: "33333333-3333-4333-8333-333333333333",
  scanner: "44444444-4444-4444-8444-444444444444",
  outsider: "55555555-5555-4555-8555-555555555555",
  admin: "66666666-6666-4666-8666-666666666666",
};
const member = (userId: string, role: TMemberRole, emailVerified = true): Actor => ({
  userId,
  platformAdmin: false,
  emailVerified,
  orgs: { [organizationId]: role },
});
const owner = member(ids.owner, "owner");
const staff = member(ids.staff, "staff");
const scanner = member(ids.scanner, "scanner");
const outsider: Actor = {
  userId: ids.outsider,
  platformAdmin: false,
  emailVerified: true,
  orgs: { [otherOrg]: "owner" },
};
const platformAdmin: Actor = { userId: ids.admin, platformAdmin: true, emailVerified: true, orgs: {} };

const fields: TEventFields = {
  organizationId,
  title: "Community iftar",
  description: "<p>Bring a dish</p>",
  category: "iftar",
  coverImageUrl: null,
  startsAt: "2027-03-01T17:30:00.000Z",
  endsAt: "2027-03-01T20:00:00.000Z",
  timeZone: "Europe/London",
  venue: {
    name: "East London Mosque",
    address: "82-92 Whitechapel Rd, London",
    latitude: 51.5175,
    longitude: -0.0653,
  },
  onlineUrl: null,
  audience: "families",
  photoPolicy: "no-sisters",
  visibility: "public",
  capacity: 300,
  tags: ["ramadan"],
  languages: ["en", "ar"],
  facilities: ["wudu-area", "sisters-space"],
  publishAt: null,
  seriesId: null,
  moonSighting: false,
};
const ref = { eventId, organizationId };
const created: EventEvent = {
  type: "EventCreated",
  version: 1,
  data: { ...fields, eventId, clonedFromEventId: null, createdBy: ids.owner, createdAt: at },
};
const submitted: EventEvent = {
  type: "EventSubmitted",
  version: 1,
  data: { ...ref, submittedBy: ids.owner, submittedAt: at },
};
const approved: EventEvent = {
  type: "EventApproved",
  version: 1,
  data: { ...ref, approvedBy: ids.admin, approvedAt: at },
};
const rejected: EventEvent = {
  type: "EventRejected",
  version: 1,
  data: { ...ref, reason: "Add the address", rejectedBy: ids.admin, rejectedAt: at },
};
const published: EventEvent = { type: "EventPublished", version: 1, data: { ...ref, publishedAt: at } };
const cancelled: EventEvent = {
  type: "EventCancelled",
  version: 1,
  data: { ...ref, reason: "Venue flooded", cancelledBy: ids.owner, cancelledAt: at },
};
const scheduled = (publishAt: string): EventEvent => ({
  type: "EventUpdated",
  version: 1,
  data: { ...fields, publishAt, eventId, updatedBy: ids.owner, updatedAt: at },
});

describe("event decider: creating and editing", () => {
  it("creates a draft for an organisation's staff, with instants in one canonical form", () => {
    given(eventDecider, [])
      .when({
        type: "CreateEvent",
        eventId,
        actor: staff,
        fields: { ...fields, startsAt: "2027-03-01T17:30:00Z", endsAt: "2027-03-01T21:00:00+01:00" },
        at,
      })
      .then([{ ...created, data: { ...created.data, createdBy: ids.staff } }]);
  });

  it("refuses another organisation's member, a scanner, and an end before the start", () => {
    const create = (actor: Actor, f = fields) =>
      given(eventDecider, []).when({ type: "CreateEvent", eventId, actor, fields: f, at });
    create(outsider).thenThrows(ForbiddenError, EventsErrorCode.notAMember);
    create(scanner).thenThrows(ForbiddenError, EventsErrorCode.insufficientRole);
    create(owner, { ...fields, endsAt: fields.startsAt }).thenThrows(
      ValidationError,
      EventsErrorCode.invalidEventTimes,
    );
  });

  it("records an edit as the whole event after it, and nothing when nothing changed", () => {
    given(eventDecider, [created])
      .when({
        type: "UpdateEvent",
        actor: staff,
        changes: { title: "Family iftar", capacity: null },
        at: later,
      })
      .then([
        {
          type: "EventUpdated",
          version: 1,
          data: {
            ...fields,
            title: "Family iftar",
            capacity: null,
            eventId,
            updatedBy: ids.staff,
            updatedAt: later,
          },
        },
      ]);
    given(eventDecider, [created])
      .when({ type: "UpdateEvent", actor: staff, changes: { title: fields.title }, at })
      .then([]);
  });

  it("refuses an edit that would end the event before it starts", () => {
    given(eventDecider, [created])
      .when({ type: "UpdateEvent", actor: owner, changes: { endsAt: "2027-03-01T17:00:00.000Z" }, at })
      .thenThrows(ValidationError, EventsErrorCode.invalidEventTimes);
  });

  it("lets only the organisation's editors edit, and nobody edit a cancelled event", () => {
    const edit = { type: "UpdateEvent" as const, changes: { title: "x" }, at };
    given(eventDecider, [created])
      .when({ ...edit, actor: outsider })
      .thenThrows(ForbiddenError);
    given(eventDecider, [created])
      .when({ ...edit, actor: scanner })
      .thenThrows(ForbiddenError);
    given(eventDecider, [created, cancelled])
      .when({ ...edit, actor: owner })
      .thenThrows(ConflictError, EventsErrorCode.invalidEventStatus);
  });

  it("knows no event that was never created", () => {
    given(eventDecider, [])
      .when({ type: "SubmitEvent", actor: owner, hostVerified: false, at })
      .thenThrows(NotFoundError);
  });
});

describe("event decider: the lifecycle", () => {
  it("submits a draft to the approval queue", () => {
    given(eventDecider, [created])
      .when({ type: "SubmitEvent", actor: owner, hostVerified: false, at })
      .then([submitted]);
  });

  it("approves and publishes a verified host's event on submission", () => {
    given(eventDecider, [created])
      .when({ type: "SubmitEvent", actor: owner, hostVerified: true, at })
      .then([submitted, { ...approved, data: { ...approved.data, approvedBy: null } }, published]);
  });

  it("refuses submission without a verified e-mail, without a place, or after the event ended", () => {
    given(eventDecider, [created])
      .when({ type: "SubmitEvent", actor: member(ids.owner, "owner", false), hostVerified: false, at })
      .thenThrows(ForbiddenError, EventsErrorCode.emailNotVerified);
    const placeless: EventEvent = {
      type: "EventUpdated",
      version: 1,
      data: { ...fields, venue: null, eventId, updatedBy: ids.owner, updatedAt: at },
    };
    given(eventDecider, [created, placeless])
      .when({ type: "SubmitEvent", actor: owner, hostVerified: false, at })
      .thenThrows(ValidationError, EventsErrorCode.eventIncomplete);
    given(eventDecider, [created])
      .when({ type: "SubmitEvent", actor: owner, hostVerified: false, at: "2027-03-02T00:00:00.000Z" })
      .thenThrows(ValidationError, EventsErrorCode.eventIncomplete);
  });

  it("refuses submitting twice", () => {
    given(eventDecider, [created, submitted])
      .when({ type: "SubmitEvent", actor: owner, hostVerified: false, at })
      .thenThrows(ConflictError, EventsErrorCode.invalidEventStatus);
  });

  it("approval by a platform admin publishes at once", () => {
    given(eventDecider, [created, submitted])
      .when({ type: "ApproveEvent", actor: platformAdmin, at })
      .then([approved, published]);
  });

  it("approval leaves a later publish time to the scheduler, which publishes when it comes", () => {
    const publishAt = "2026-12-01T09:00:00.000Z";
    given(eventDecider, [created, scheduled(publishAt), submitted])
      .when({ type: "ApproveEvent", actor: platformAdmin, at })
      .then([approved]);
    given(eventDecider, [created, scheduled(publishAt), submitted, approved])
      .when({ type: "PublishEvent", at: later })
      .then([]);
    given(eventDecider, [created, scheduled(publishAt), submitted, approved])
      .when({ type: "PublishEvent", at: publishAt })
      .then([{ ...published, data: { ...published.data, publishedAt: publishAt } }]);
  });

  it("a draft cannot be approved, and only platform admins approve or reject", () => {
    given(eventDecider, [created])
      .when({ type: "ApproveEvent", actor: platformAdmin, at })
      .thenThrows(ConflictError, EventsErrorCode.invalidEventStatus);
    given(eventDecider, [created, submitted])
      .when({ type: "ApproveEvent", actor: owner, at })
      .thenThrows(ForbiddenError, EventsErrorCode.platformAdminOnly);
    given(eventDecider, [created, submitted])
      .when({ type: "RejectEvent", actor: owner, reason: "no", at })
      .thenThrows(ForbiddenError, EventsErrorCode.platformAdminOnly);
  });

  it("rejects with a reason; a rejected event can be edited and submitted again", () => {
    given(eventDecider, [created, submitted])
      .when({ type: "RejectEvent", actor: platformAdmin, reason: "Add the address", at })
      .then([rejected]);
    given(eventDecider, [created, submitted, rejected])
      .when({ type: "UpdateEvent", actor: owner, changes: { title: "Iftar at the mosque" }, at: later })
      .then([
        {
          type: "EventUpdated",
          version: 1,
          data: { ...fields, title: "Iftar at the mosque", eventId, updatedBy: ids.owner, updatedAt: later },
        },
      ]);
    given(eventDecider, [created, submitted, rejected])
      .when({ type: "SubmitEvent", actor: owner, hostVerified: false, at: later })
      .then([{ ...submitted, data: { ...submitted.data, submittedAt: later } }]);
  });

  it("a cancelled event cannot be published, submitted or cancelled again", () => {
    const history = [created, submitted, approved, cancelled];
    given(eventDecider, history)
      .when({ type: "PublishEvent", at })
      .thenThrows(ConflictError, EventsErrorCode.invalidEventStatus);
    given(eventDecider, [created, cancelled])
      .when({ type: "SubmitEvent", actor: owner, hostVerified: false, at })
      .thenThrows(ConflictError);
    given(eventDecider, history)
      .when({ type: "CancelEvent", actor: owner, reason: "again", at })
      .thenThrows(ConflictError);
  });

  it("publishing an already published event changes nothing", () => {
    given(eventDecider, [created, submitted, approved, published])
      .when({ type: "PublishEvent", at })
      .then([]);
  });

  it("the organisation's owners and admins cancel with a reason; staff cannot", () => {
    given(eventDecider, [created, submitted, approved, published])
      .when({ type: "CancelEvent", actor: owner, reason: "Venue flooded", at })
      .then([cancelled]);
    given(eventDecider, [created, submitted, approved, published])
      .when({ type: "CancelEvent", actor: staff, reason: "Venue flooded", at })
      .thenThrows(ForbiddenError, EventsErrorCode.insufficientRole);
  });

  it("completes a published event once it has ended, not before", () => {
    const history = [created, submitted, approved, published];
    given(eventDecider, history)
      .when({ type: "CompleteEvent", at: "2027-03-01T20:00:00.000Z" })
      .then([
        { type: "EventCompleted", version: 1, data: { ...ref, completedAt: "2027-03-01T20:00:00.000Z" } },
      ]);
    given(eventDecider, history).when({ type: "CompleteEvent", at }).thenThrows(ConflictError);
    given(eventDecider, [created])
      .when({ type: "CompleteEvent", at: "2027-03-02T00:00:00.000Z" })
      .thenThrows(ConflictError);
  });
});

describe("event decider: sessions, speakers and clones", () => {
  const speakerId = "a1a1a1a1-a1a1-4a1a-8a1a-a1a1a1a1a1a1";
  const sessionId = "b2b2b2b2-b2b2-4b2b-8b2b-b2b2b2b2b2b2";
  const speaker = { name: "Shaykh Ahmad", bio: null, photoUrl: null };
  const session = {
    title: "Opening talk",
    startsAt: "2027-03-01T17:30:00.000Z",
    endsAt: "2027-03-01T18:00:00.000Z",
    room: "Main hall",
    track: null,
    speakerIds: [speakerId],
    kind: "talk" as const,
  };
  const speakerAdded: EventEvent = {
    type: "SpeakerAdded",
    version: 1,
    data: { ...speaker, eventId, speakerId, at },
  };
  const sessionAdded: EventEvent = {
    type: "SessionAdded",
    version: 1,
    data: { ...session, eventId, sessionId, at },
  };

  it("adds a session only with speakers the event knows", () => {
    given(eventDecider, [created])
      .when({ type: "AddSession", actor: staff, sessionId, session, at })
      .thenThrows(ValidationError, EventsErrorCode.unknownSpeaker);
    given(eventDecider, [created, speakerAdded])
      .when({ type: "AddSession", actor: staff, sessionId, session, at })
      .then([sessionAdded]);
  });

  it("removing a speaker takes them out of their sessions", () => {
    const state = given(eventDecider, [created, speakerAdded, sessionAdded]).when({
      type: "RemoveSpeaker",
      actor: owner,
      speakerId,
      at,
    });
    const events = state.events();
    expect(events).toEqual([{ type: "SpeakerRemoved", version: 1, data: { eventId, speakerId, at } }]);
    const after = [created, speakerAdded, sessionAdded, ...events].reduce(
      eventDecider.evolve,
      eventDecider.initialState,
    );
    expect(after.sessions[sessionId]?.speakerIds).toEqual([]);
  });

  it("another organisation's member cannot change the agenda", () => {
    given(eventDecider, [created])
      .when({ type: "AddSpeaker", actor: outsider, speakerId, speaker, at })
      .thenThrows(ForbiddenError, EventsErrorCode.notAMember);
  });

  it("clones a draft with new dates, moving sessions by as much and re-identifying speakers", () => {
    const source = [created, submitted, speakerAdded, sessionAdded].reduce(
      eventDecider.evolve,
      eventDecider.initialState,
    );
    const cloneId = "c3c3c3c3-c3c3-4c3c-8c3c-c3c3c3c3c3c3";
    const newIds = {
      [speakerId]: "d4d4d4d4-d4d4-4d4d-8d4d-d4d4d4d4d4d4",
      [sessionId]: "e5e5e5e5-e5e5-4e5e-8e5e-e5e5e5e5e5e5",
    };
    const clone = (includeSessions: boolean, includeSpeakers: boolean) =>
      given(eventDecider, []).when({
        type: "CloneEvent",
        eventId: cloneId,
        actor: staff,
        source,
        startsAt: "2027-03-08T17:30:00.000Z",
        endsAt: null,
        includeSessions,
        includeSpeakers,
        newIds,
        seriesId: null,
        at: later,
      });
    const createdClone: EventEvent = {
      type: "EventCreated",
      version: 1,
      data: {
        ...fields,
        startsAt: "2027-03-08T17:30:00.000Z",
        endsAt: "2027-03-08T20:00:00.000Z",
        eventId: cloneId,
        clonedFromEventId: eventId,
        createdBy: ids.staff,
        createdAt: later,
      },
    };
    clone(true, true).then([
      createdClone,
      {
        type: "SpeakerAdded",
        version: 1,
        data: { ...speaker, eventId: cloneId, speakerId: newIds[speakerId]!, at: later },
      },
      {
        type: "SessionAdded",
        version: 1,
        data: {
          ...session,
          startsAt: "2027-03-08T17:30:00.000Z",
          endsAt: "2027-03-08T18:00:00.000Z",
          speakerIds: [newIds[speakerId]!],
          eventId: cloneId,
          sessionId: newIds[sessionId]!,
          at: later,
        },
      },
    ]);
    const withoutSpeakers = clone(true, false).events();
    expect(withoutSpeakers.map((e) => e.type)).toEqual(["EventCreated", "SessionAdded"]);
    expect(withoutSpeakers[1]?.data).toMatchObject({ speakerIds: [] });
    clone(false, false).then([createdClone]);
  });
});
