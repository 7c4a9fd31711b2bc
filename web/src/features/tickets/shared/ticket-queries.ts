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

/** How often, and how many times, My tickets looks again for a just-paid order's tickets. */
export const ISSUING_POLL_MS = 2_000;
export const ISSUING_POLLS = 60;

/**
 * The caller's tickets. Given the order just paid, it looks again every ISSUING_POLL_MS until that
 * order's tickets are listed: they are issued from the paid order a moment after the payment, and a
 * buyer who lands here first should see them arrive, not an empty page they must reload.
 */
export function useMyTickets(awaitingOrderId: string | null = null) {
  return useQuery({
    queryKey: myTicketsKey,
    queryFn: fetchMyTickets,
    refetchInterval: (query) =>
      awaitingOrderId !== null &&
      query.state.dataUpdateCount < ISSUING_POLLS &&
      !query.state.data?.some((ticket) => ticket.orderId === awaitingOrderId)
        ? ISSUING_POLL_MS
        : false,
  });
}
