import type { TEvent } from "@mawid/contracts/events";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchEvent } from "./event-api";

export const eventKey = (id: string) => ["events", "event", id] as const;

export function useEvent(id: string) {
  return useQuery({ queryKey: eventKey(id), queryFn: () => fetchEvent(id) });
}

/** A change to one event whose answer is the event as it now is, kept for every screen showing it. */
export function useEventChange<V>(change: (variables: V) => Promise<TEvent>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (event) => client.setQueryData(eventKey(event.id), event),
  });
}
