import {
  EventApprovedV1,
  EventCancelledV1,
  EventCompletedV1,
  EventCreatedV1,
  EventPublishedV1,
  EventRejectedV1,
  EventSubmittedV1,
  EventUpdatedV1,
  HostVerifiedV1,
  type TEventCreated,
  type TEventStatus,
  type TEventUpdated,
  VerificationRejectedV1,
  VerificationRequestedV1,
} from "@mawid/contracts/events";
import type { EventDefinition } from "@mawid/contracts/platform";
import { fact, type Projector, projector } from "../projection/projector.ts";

const fields = (data: TEventCreated | TEventUpdated, version: number) => ({
  event_id: data.eventId,
  organization_id: data.organizationId,
  title: data.title,
  category: data.category,
  starts_at: data.startsAt,
  ends_at: data.endsAt,
  time_zone: data.timeZone,
  capacity: data.capacity,
  latitude: data.venue?.latitude ?? null,
  longitude: data.venue?.longitude ?? null,
  fields_version: version,
});

/** Every status event carries the event's and its organisation's ids (their contracts say so). */
const status = (definition: EventDefinition, next: TEventStatus): Projector => ({
  definition,
  facts: (data, meta) => {
    const ids = data as { eventId: string; organizationId: string };
    return [
      fact("event_facts", {
        event_id: ids.eventId,
        organization_id: ids.organizationId,
        status: next,
        status_version: meta.streamPosition,
      }),
    ];
  },
});

/** The event's facts (organisation, title, category, times, place, capacity) and its status. */
export const eventProjectors: Projector[] = [
  projector(EventCreatedV1, (data, meta) => [
    fact("event_facts", {
      ...fields(data, meta.streamPosition),
      status: "draft",
      status_version: meta.streamPosition,
    }),
  ]),
  projector(EventUpdatedV1, (data, meta) => [fact("event_facts", fields(data, meta.streamPosition))]),
  status(EventSubmittedV1, "submitted"),
  status(EventApprovedV1, "approved"),
  status(EventRejectedV1, "rejected"),
  status(EventPublishedV1, "published"),
  status(EventCancelledV1, "cancelled"),
  status(EventCompletedV1, "completed"),
];

const verification = (definition: EventDefinition, next: string): Projector => ({
  definition,
  facts: (data, meta) => [
    fact("verifications", {
      organization_id: (data as { organizationId: string }).organizationId,
      status: next,
      version: meta.streamPosition,
    }),
  ],
});

/** Each organisation's host verification: pending, verified or rejected (none without a row). */
export const verificationProjectors: Projector[] = [
  verification(VerificationRequestedV1, "pending"),
  verification(HostVerifiedV1, "verified"),
  verification(VerificationRejectedV1, "rejected"),
];
