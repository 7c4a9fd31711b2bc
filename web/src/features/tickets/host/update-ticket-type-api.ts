import {
  type TTicketTypeView,
  type TUpdateTicketTypeRequest,
  ZTicketTypeView,
} from "@mawid/contracts/ticketing";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";
import { ticketTypesKey } from "../shared/ticket-queries";

/** More or fewer places, or a new end of sales, for a ticket type already made. */
export async function updateTicketType(
  eventId: string,
  ticketTypeId: string,
  request: TUpdateTicketTypeRequest,
): Promise<TTicketTypeView> {
  const body = await api
    .patch(`events/${encodeURIComponent(eventId)}/ticket-types/${encodeURIComponent(ticketTypeId)}`, {
      json: request,
    })
    .json();
  return parseBody(ZTicketTypeView, body, "update ticket type");
}

/** Updates a type, then asks again for what is on sale: its places left and its section's change too. */
export function useUpdateTicketType(eventId: string, ticketTypeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TUpdateTicketTypeRequest) => updateTicketType(eventId, ticketTypeId, request),
    onSuccess: () => client.invalidateQueries({ queryKey: ticketTypesKey(eventId) }),
  });
}
