import { randomUUID } from "node:crypto";
import { describe, it } from "vitest";
import { given } from "@mawid/eventstore";
import { type ReminderCommand, type ReminderEvent, reminderDecider } from "./decider.ts";

const eventId = randomUUID();
const organizationId = randomUUID();
const actorId = randomUUID();
const startsAt = "2027-03-12T18:00:00.000Z";

const set = (enabled: boolean, hoursBefore: number, note = ""): ReminderEvent => ({
  type: "ReminderSettingsSet",
  version: 1,
  data: {
    eventId,
    organizationId,
    enabled,
    hoursBefore,
    note,
    setBy: actorId,
    setAt: "2027-03-01T09:00:00.000Z",
  },
});
const sent = (at: string, recipients = 3): ReminderEvent => ({
  type: "ReminderSent",
  version: 1,
  data: { eventId, organizationId, recipients, sentAt: at },
});
const setCommand = (enabled: boolean, hoursBefore: number, note = ""): ReminderCommand => ({
  type: "SetReminder",
  eventId,
  organizationId,
  settings: { enabled, hoursBefore, note },
  actorId,
  at: "2027-03-01T09:00:00.000Z",
});
const send = (at: string, recipients = 3): ReminderCommand => ({
  type: "SendReminder",
  eventId,
  organizationId,
  startsAt,
  recipients,
  at,
});

describe("reminder decider", () => {
  it("keeps a host's settings, and changes nothing when they are the same again", () => {
    given(reminderDecider, [])
      .when(setCommand(true, 48, "Park at the school on Green Lane"))
      .then([set(true, 48, "Park at the school on Green Lane")]);
    given(reminderDecider, [set(true, 48, "Park")])
      .when(setCommand(true, 48, "Park"))
      .then([]);
    // a day before, without a note, is what an event nobody set does already
    given(reminderDecider, []).when(setCommand(true, 24)).then([]);
    given(reminderDecider, [])
      .when(setCommand(false, 24))
      .then([set(false, 24)]);
  });

  it("sends a day before by default, from its due time until the start", () => {
    given(reminderDecider, []).when(send("2027-03-11T17:59:00.000Z")).then([]);
    given(reminderDecider, [])
      .when(send("2027-03-11T18:00:00.000Z"))
      .then([sent("2027-03-11T18:00:00.000Z")]);
    given(reminderDecider, [])
      .when(send("2027-03-12T17:59:00.000Z", 40))
      .then([sent("2027-03-12T17:59:00.000Z", 40)]);
    given(reminderDecider, []).when(send("2027-03-12T18:00:00.000Z")).then([]);
  });

  it("sends at the hours the host chose", () => {
    given(reminderDecider, [set(true, 2)])
      .when(send("2027-03-12T15:00:00.000Z"))
      .then([]);
    given(reminderDecider, [set(true, 2)])
      .when(send("2027-03-12T16:00:00.000Z"))
      .then([sent("2027-03-12T16:00:00.000Z")]);
  });

  it("sends once, and never when turned off", () => {
    given(reminderDecider, [sent("2027-03-11T18:00:00.000Z")])
      .when(send("2027-03-11T18:01:00.000Z"))
      .then([]);
    given(reminderDecider, [set(false, 24)])
      .when(send("2027-03-11T20:00:00.000Z"))
      .then([]);
    // turned on again after it went: the holders are not reminded twice
    given(reminderDecider, [sent("2027-03-11T18:00:00.000Z"), set(true, 12)])
      .when(send("2027-03-12T07:00:00.000Z"))
      .then([]);
  });
});
