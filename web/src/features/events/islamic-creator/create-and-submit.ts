import {
  type PrayerDay,
  type TCreateEventRequest,
  type TEvent,
  type TEventTemplate,
  templateAgenda,
} from "@mawid/contracts/events";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { addSession } from "../shared/agenda-api";
import { createEvent, submitEvent } from "../shared/event-api";
import { eventKey } from "../shared/event-queries";

export interface CreateAndSubmit {
  request: TCreateEventRequest;
  template: TEventTemplate;
  day: PrayerDay | null;
}

export interface Outcome {
  event: TEvent;
  /** What stopped it after the draft existed: the host finishes from the event's page, no second draft. */
  failure: unknown;
}

/**
 * Creates the draft, gives it the template's agenda (prayer breaks at that day's prayer times) and
 * submits it. Only the creation failing fails the whole; later steps report on a draft that exists.
 */
async function createAndSubmit({ request, template, day }: CreateAndSubmit): Promise<Outcome> {
  const event = await createEvent(request);
  try {
    if (day) {
      for (const item of templateAgenda(template, event.startsAt, day)) {
        const { title, startsAt, endsAt, kind } = item;
        await addSession(event.id, { title, startsAt, endsAt, kind });
      }
    }
    return { event: await submitEvent(event.id), failure: null };
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
