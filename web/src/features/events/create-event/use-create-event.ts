import type { TCreateEventRequest } from "@mawid/contracts/events";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createEvent } from "../shared/event-api";
import { eventKey } from "../shared/event-queries";

export function useCreateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateEventRequest) => createEvent(body),
    onSuccess: (event) => client.setQueryData(eventKey(event.id), event),
  });
}
