import { type TEventListing, ZEventListing } from "@mawid/contracts/events";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

/** `GET /api/v1/events/{id}/summary`: the event as discovery lists it; 404 when it is not listed. */
async function fetchListing(eventId: string): Promise<TEventListing> {
  const body = await api.get(`events/${encodeURIComponent(eventId)}/summary`).json();
  return parseBody(ZEventListing, body, "event listing");
}

export function useListing(eventId: string | undefined) {
  return useQuery({
    queryKey: ["events", "listing", eventId],
    queryFn: () => fetchListing(eventId!),
    enabled: Boolean(eventId),
  });
}
