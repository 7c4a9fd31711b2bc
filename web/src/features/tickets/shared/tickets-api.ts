import {
  type TMyTicket,
  type TMyTickets,
  type TTransferTicketRequest,
  ZMyTicket,
  ZMyTickets,
} from "@mawid/contracts/ticketing";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

export async function fetchMyTickets(): Promise<TMyTickets> {
  return parseBody(ZMyTickets, await api.get("me/tickets").json(), "my tickets");
}

/** The ticket under its new id and secret; the old one no longer admits anyone. */
export async function transferTicket(id: string, request: TTransferTicketRequest): Promise<TMyTicket> {
  const body = await api.post(`tickets/${encodeURIComponent(id)}/transfer`, { json: request }).json();
  return parseBody(ZMyTicket, body, "transfer ticket");
}
