import { type TTicketTypes, ZTicketTypes } from "@mawid/contracts/ticketing";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

async function fetchTicketTypes(eventId: string): Promise<TTicketTypes> {
  const path = `events/${encodeURIComponent(eventId)}/ticket-types`;
  return parseBody(ZTicketTypes, await api.get(path).json(), "ticket types");
}

/** What is on sale for the event, from ticketing, with live availability. */
export function useTicketTypes(eventId: string) {
  return useQuery({
    queryKey: ["events", "ticket-types", eventId],
    queryFn: () => fetchTicketTypes(eventId),
  });
}
