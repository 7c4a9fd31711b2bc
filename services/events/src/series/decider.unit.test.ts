import { describe, it } from "vitest";
import { EventsErrorCode } from "@mawid/contracts/events";
import { given } from "@mawid/eventstore";
import { ConflictError, ForbiddenError } from "@mawid/service/errors";
import type { Actor } from "../event/actor.ts";
import type { EventRecord } from "../event/state.ts";
import { type CreateSeries, seriesDecider } from "./decider.ts";

const organizationId = "6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b";
const seriesId = "9a9a9a9a-9a9a-49a9-89a9-9a9a9a9a9a9a";
const at = "2026-11-22T10:00:00.000Z";
const staff: Actor = {
  userId: "33333333-3333-4333-8333-333333333333",
  platformAdmin: false,
  emailVerified: true,
  orgs: { [organizationId]: "staff" },
};
const outsider: Actor = { ...staff, orgs: {} };
const first = {
  id: "0b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f",
  organizationId,
  status: "draft",
  seriesId: null,
  startsAt: "2027-01-07T19:30:00.000Z",
  endsAt: "2027-01-07T21:00:00.000Z",
} as EventRecord;
const next = {
  eventId: "c3c3c3c3-c3c3-4c3c-8c3c-c3c3c3c3c3c3",
  startsAt: "2027-01-14T19:30:00.000Z",
  endsAt: "2027-01-14T21:00:00.000Z",
};
const command = (over: Partial<CreateSeries> = {}): CreateSeries => ({
  type: "CreateSeries",
  seriesId,
  actor: staff,
  first,
  recurrence: { kind: "weekly", count: 1 },
  startRelativeTo: null,
  occurrences: [next],
  at,
  ...over,
});

describe("series decider", () => {
  it("records the first event and every occurrence after it", () => {
    given(seriesDecider, [])
      .when(command())
      .then([
        {
          type: "SeriesCreated",
          version: 1,
          data: {
            seriesId,
            organizationId,
            firstEventId: first.id,
            recurrence: { kind: "weekly", count: 1 },
            startRelativeTo: null,
            occurrences: [{ eventId: first.id, startsAt: first.startsAt, endsAt: first.endsAt }, next],
            createdBy: staff.userId,
            createdAt: at,
          },
        },
      ]);
  });

  it("refuses another organisation's member, an event already in a series, and a cancelled event", () => {
    given(seriesDecider, [])
      .when(command({ actor: outsider }))
      .thenThrows(ForbiddenError, EventsErrorCode.notAMember);
    given(seriesDecider, [])
      .when(command({ first: { ...first, seriesId } }))
      .thenThrows(ConflictError, EventsErrorCode.alreadyInSeries);
    given(seriesDecider, [])
      .when(command({ first: { ...first, status: "cancelled" } }))
      .thenThrows(ConflictError, EventsErrorCode.invalidEventStatus);
  });
});
