import type { TEvent } from "@mawid/contracts/events";
import type { TMyTicket } from "@mawid/contracts/ticketing";

export interface NextEvent {
  event: TEvent;
  tickets: TMyTicket[];
}

/** The events the holder's valid tickets are for, not yet over, soonest first. */
export function nextEvents(
  tickets: readonly TMyTicket[],
  events: ReadonlyMap<string, TEvent>,
  now: Date,
  limit: number,
): NextEvent[] {
  const byEvent = new Map<string, TMyTicket[]>();
  for (const ticket of tickets) {
    if (ticket.status !== "valid") continue;
    byEvent.set(ticket.eventId, [...(byEvent.get(ticket.eventId) ?? []), ticket]);
  }
  return [...byEvent]
    .flatMap(([eventId, list]) => {
      const event = events.get(eventId);
      return event && Date.parse(event.endsAt) > now.getTime() ? [{ event, tickets: list }] : [];
    })
    .sort((a, b) => Date.parse(a.event.startsAt) - Date.parse(b.event.startsAt))
    .slice(0, limit);
}

/** The distinct events of the valid tickets, in the order first held, at most `limit` of them. */
export function ticketEventIds(tickets: readonly TMyTicket[], limit: number): string[] {
  return [...new Set(tickets.filter((t) => t.status === "valid").map((t) => t.eventId))].slice(0, limit);
}
