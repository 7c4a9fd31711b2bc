import type { TMyTicket } from "@mawid/contracts/ticketing";
import { useQuery, useQueryClient } from "@tanstack/react-query";
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

/** The caller's tickets. */
export function useMyTickets() {
  return useQuery({ queryKey: myTicketsKey, queryFn: fetchMyTickets });
}

/** Whether a just-paid order's tickets are still awaited: asking again, or no longer (taking long). */
export type Issuing = "no" | "asking" | "slow";

function issuing(
  awaitingOrderId: string | null,
  state: { data?: readonly TMyTicket[]; dataUpdateCount: number },
): Issuing {
  if (awaitingOrderId === null || state.data === undefined) return "no";
  if (state.data.some((ticket) => ticket.orderId === awaitingOrderId)) return "no";
  return state.dataUpdateCount < ISSUING_POLLS ? "asking" : "slow";
}

/**
 * The caller's tickets, given the order just paid: they are issued from the paid order a moment
 * after the payment, so until that order's tickets are listed it looks again every ISSUING_POLL_MS
 * (ISSUING_POLLS times at most), and says which: a buyer who lands here first should see them arrive,
 * not an empty page they must reload.
 */
export function useTicketsOfPaidOrder(awaitingOrderId: string | null) {
  const tickets = useQuery({
    queryKey: myTicketsKey,
    queryFn: fetchMyTickets,
    refetchInterval: (query) =>
      issuing(awaitingOrderId, query.state) === "asking" ? ISSUING_POLL_MS : false,
    // The number of answers decides what the page says, and an answer equal to the last (still no
    // tickets) changes nothing else a render would notice.
    notifyOnChangeProps: "all",
  });
  const state = useQueryClient().getQueryState<TMyTicket[]>(myTicketsKey);
  return { tickets, issuing: issuing(awaitingOrderId, state ?? { dataUpdateCount: 0 }) };
}
