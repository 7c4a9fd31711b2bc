import {
  type PrayerDay,
  type TCreateEventRequest,
  type TCreateSeriesRequest,
  type TEvent,
  type TEventTemplate,
  templateAgenda,
} from "@mawid/contracts/events";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { addSession } from "../shared/agenda-api";
import { createEvent, submitEvent } from "../shared/event-api";
import { eventKey } from "../shared/event-queries";
import { createSeries } from "./series-api";

export interface CreateAndSubmit {
  request: TCreateEventRequest;
  template: TEventTemplate;
  day: PrayerDay | null;
  /** Made into a series before submitting; every occurrence is then submitted too. */
  series: TCreateSeriesRequest | null;
}

export interface Outcome {
  event: TEvent;
  /** What stopped it after the draft existed: the host finishes from the event's page, no second draft. */
  failure: unknown;
}

/**
 * Creates the draft, gives it the template's agenda (prayer breaks at that day's prayer times), makes
 * the series, and submits every occurrence. Only the creation failing fails the whole; later steps
 * report on a draft that exists.
 */
async function createAndSubmit({ request, template, day, series }: CreateAndSubmit): Promise<Outcome> {
  const event = await createEvent(request);
  try {
    if (day) {
      for (const item of templateAgenda(template, event.startsAt, day)) {
        const { title, startsAt, endsAt, kind } = item;
        await addSession(event.id, { title, startsAt, endsAt, kind });
      }
    }
    const occurrences = series ? (await createSeries(event.id, series)).occurrences : [];
    const submitted = await submitEvent(event.id);
    for (const occurrence of occurrences) {
      if (occurrence.eventId !== event.id) await submitEvent(occurrence.eventId);
    }
    return { event: submitted, failure: null };
  } catch (failure) {
    return { event, failure };
  }
}

export function useCreateAndSubmit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAndSubmit,
    onSuccess: ({ event }) => client.setQueryData(eventKey(event.id), event),
  });
}
