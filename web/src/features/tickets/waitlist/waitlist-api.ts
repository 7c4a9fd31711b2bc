import {
  type TJoinWaitlistRequest,
  type TMyWaitlist,
  type TMyWaitlistEntry,
  type TOrder,
  ZMyWaitlist,
  ZMyWaitlistEntry,
  ZOrder,
} from "@mawid/contracts/ticketing";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

const linePath = (eventId: string, ticketTypeId: string) =>
  `events/${encodeURIComponent(eventId)}/ticket-types/${encodeURIComponent(ticketTypeId)}/waitlist`;

export async function fetchMyWaitlist(): Promise<TMyWaitlist> {
  return parseBody(ZMyWaitlist, await api.get("me/waitlist").json(), "my waitlist");
}

/** The place in line, or already an offer when seats were free. */
export async function joinWaitlist(
  eventId: string,
  ticketTypeId: string,
  request: TJoinWaitlistRequest,
): Promise<TMyWaitlistEntry> {
  const body = await api.post(linePath(eventId, ticketTypeId), { json: request }).json();
  return parseBody(ZMyWaitlistEntry, body, "join waitlist");
}

export async function leaveWaitlist(eventId: string, ticketTypeId: string): Promise<TMyWaitlistEntry> {
  const body = await api.delete(linePath(eventId, ticketTypeId)).json();
  return parseBody(ZMyWaitlistEntry, body, "leave waitlist");
}

/** The order placed from the offer's held seats: pending until paid, or paid at once when free. */
export async function acceptOffer(offerId: string): Promise<TOrder> {
  const body = await api.post(`waitlist-offers/${encodeURIComponent(offerId)}/accept`).json();
  return parseBody(ZOrder, body, "take waitlist offer");
}
