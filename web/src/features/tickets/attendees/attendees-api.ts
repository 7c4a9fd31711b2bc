import {
  type TAttendeesPage,
  type TAttendeeStatus,
  type TCheckedInFilter,
  type TOrder,
  type TSection,
  type TTicketResent,
  ZAttendeesPage,
  ZOrder,
  ZTicketResent,
} from "@mawid/contracts/ticketing";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

export interface AttendeeFilters {
  q?: string;
  section?: TSection;
  status?: TAttendeeStatus;
  checkedIn?: TCheckedInFilter;
}

const attendeesPath = (eventId: string) => `events/${encodeURIComponent(eventId)}/attendees`;

/** Only the filters that are set, so the address and the request carry no empty parameters. */
function searchParams(filters: AttendeeFilters, page?: number): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.q) params.q = filters.q;
  if (filters.section) params.section = filters.section;
  if (filters.status) params.status = filters.status;
  if (filters.checkedIn) params.checkedIn = filters.checkedIn;
  if (page && page > 1) params.page = String(page);
  return params;
}

export async function fetchAttendees(
  eventId: string,
  filters: AttendeeFilters,
  page: number,
): Promise<TAttendeesPage> {
  const body = await api.get(attendeesPath(eventId), { searchParams: searchParams(filters, page) }).json();
  return parseBody(ZAttendeesPage, body, "attendees");
}

/** Every attendee the filters match, as the service's CSV file. */
export async function fetchAttendeesCsv(eventId: string, filters: AttendeeFilters): Promise<Blob> {
  return api.get(`${attendeesPath(eventId)}.csv`, { searchParams: searchParams(filters) }).blob();
}

export async function resendTicket(ticketId: string): Promise<TTicketResent> {
  const body = await api.post(`tickets/${encodeURIComponent(ticketId)}/resend`).json();
  return parseBody(ZTicketResent, body, "resend ticket");
}

/** The whole order without positions; otherwise only those attendees, each at what it cost. */
export async function refundOrder(orderId: string, positionIds?: string[]): Promise<TOrder> {
  const body = await api
    .post(`orders/${encodeURIComponent(orderId)}/refund`, { json: positionIds ? { positionIds } : {} })
    .json();
  return parseBody(ZOrder, body, "refund order");
}
