import { localDate, localTime, type TEvent, type TUpdateEventRequest } from "@mawid/contracts/events";
import { basicsOf, type EventFormValues, venueInstant } from "../shared/event-form-values";

export type EditValues = Omit<EventFormValues, "organizationId">;

/** The event as the edit drawer's fields hold it: times on the venue's clock, the place split up. */
export function toEditValues(event: TEvent): EditValues {
  const starts = new Date(event.startsAt);
  const ends = new Date(event.endsAt);
  return {
    title: event.title,
    description: event.description,
    category: event.category,
    audience: event.audience,
    visibility: event.visibility,
    capacity: event.capacity,
    timeZone: event.timeZone,
    date: localDate(starts, event.timeZone),
    startTime: localTime(starts, event.timeZone),
    endDate: localDate(ends, event.timeZone),
    endTime: localTime(ends, event.timeZone),
    online: event.venue === null && event.onlineUrl !== null,
    venueName: event.venue?.name,
    address: event.venue?.address,
    latitude: event.venue?.latitude ?? null,
    longitude: event.venue?.longitude ?? null,
    onlineUrl: event.onlineUrl ?? undefined,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what the host changed, as PATCH takes it: a moved start sends both times, a moved venue all of it. */
export function changesOf(event: TEvent, values: EditValues): Partial<TUpdateEventRequest> {
  const next = {
    ...basicsOf({ ...values, organizationId: event.organizationId }),
    startsAt: venueInstant(values.date, values.startTime, values.timeZone),
    endsAt: venueInstant(values.endDate, values.endTime, values.timeZone),
  };
  const changes: Partial<TUpdateEventRequest> = {};
  for (const key of [
    "title",
    "description",
    "category",
    "audience",
    "visibility",
    "capacity",
    "timeZone",
  ] as const) {
    if (!same(event[key], next[key])) Object.assign(changes, { [key]: next[key] });
  }
  if (
    Date.parse(event.startsAt) !== Date.parse(next.startsAt) ||
    Date.parse(event.endsAt) !== Date.parse(next.endsAt)
  ) {
    changes.startsAt = next.startsAt;
    changes.endsAt = next.endsAt;
  }
  // The drawer shows a venue or a link; an event with both keeps the link when only its venue changes.
  if (values.online) {
    if (event.venue !== null || event.onlineUrl !== next.onlineUrl) {
      changes.venue = null;
      changes.onlineUrl = next.onlineUrl;
    }
  } else if (!same(event.venue, next.venue)) {
    changes.venue = next.venue;
    if (event.venue === null) changes.onlineUrl = null;
  }
  return changes;
}
