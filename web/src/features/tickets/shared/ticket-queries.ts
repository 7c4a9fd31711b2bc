import { useQuery } from "@tanstack/react-query";
import { fetchTicketTypes } from "./ticket-types-api";
import { fetchMyTickets } from "./tickets-api";

export const ticketTypesKey = (eventId: string) => ["tickets", "types", eventId] as const;
export const myTicketsKey = ["tickets", "mine"] as const;

export function useTicketTypes(eventId: string, accessCode?: string) {
  return useQuery({
    queryKey: [...ticketTypesKey(eventId), accessCode ?? ""],
    queryFn: () => fetchTicketTypes(eventId, accessCode),
  });
}

export function useMyTickets() {
  return useQuery({ queryKey: myTicketsKey, queryFn: fetchMyTickets });
}
