import {
  type TConfigureSectionRequest,
  type TCreateTicketTypeRequest,
  type TSection,
  type TTicketTypes,
  type TTicketTypeView,
  ZSectionView,
  ZTicketTypes,
  ZTicketTypeView,
} from "@mawid/contracts/ticketing";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

const eventPath = (eventId: string) => `events/${encodeURIComponent(eventId)}`;

/** What is on sale with live availability; an access code also shows the hidden types it unlocks. */
export async function fetchTicketTypes(eventId: string, accessCode?: string): Promise<TTicketTypes> {
  const searchParams = accessCode ? { accessCode } : undefined;
  const body = await api.get(`${eventPath(eventId)}/ticket-types`, { searchParams }).json();
  return parseBody(ZTicketTypes, body, "ticket types");
}

export async function createTicketType(
  eventId: string,
  request: TCreateTicketTypeRequest,
): Promise<TTicketTypeView> {
  const body = await api.post(`${eventPath(eventId)}/ticket-types`, { json: request }).json();
  return parseBody(ZTicketTypeView, body, "create ticket type");
}

export async function configureSection(
  eventId: string,
  section: TSection,
  request: TConfigureSectionRequest,
) {
  const body = await api.put(`${eventPath(eventId)}/sections/${section}`, { json: request }).json();
  return parseBody(ZSectionView, body, "configure section");
}
