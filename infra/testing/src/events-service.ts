import { randomUUID } from "node:crypto";
import { firstEventEnvelope } from "./envelope.ts";

/**
 * What the events service's EventCreated says of a new event (contracts' EventCreatedV1): a public gala on
 * 20 March 2027 with no venue, capacity or series, created now by someone new, unless `overrides` say
 * otherwise. Typed by shape, as firstEventEnvelope is: this package cannot depend on @mawid/contracts.
 */
export function eventCreatedData(
  ids: { eventId: string; organizationId: string },
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    ...ids,
    title: "Eid gala",
    description: "",
    category: "gala",
    coverImageUrl: null,
    startsAt: "2027-03-20T18:00:00.000Z",
    endsAt: "2027-03-20T22:00:00.000Z",
    timeZone: "Europe/London",
    venue: null,
    onlineUrl: null,
    audience: "mixed",
    photoPolicy: "allowed",
    visibility: "public",
    capacity: null,
    tags: [],
    languages: [],
    facilities: [],
    publishAt: null,
    seriesId: null,
    moonSighting: false,
    clonedFromEventId: null,
    createdBy: randomUUID(),
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

/**
 * One of the events service's messages about an event (`EventCreated`, `EventPublished`, …) as the bus
 * hands it to a consumer of events.event.v1: the first event of a fresh stream, keyed by the event's id.
 */
export function eventsServiceMessage(type: string, eventId: string, data: Record<string, unknown>) {
  return {
    topic: "events.event.v1",
    key: eventId,
    headers: {},
    envelope: firstEventEnvelope({ type, streamType: "events.event", streamId: eventId, data }),
  };
}
