import { type TAddVendorRequest, type TVendorView, ZVendors, ZVendorView } from "@mawid/contracts/ticketing";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

const vendorsPath = (eventId: string) => `events/${encodeURIComponent(eventId)}/vendors`;

/** The event's marketplace vendors in the order they were added, each certificate judged by the service today. */
export async function fetchVendors(eventId: string): Promise<TVendorView[]> {
  const body = await api.get(vendorsPath(eventId)).json();
  return parseBody(ZVendors, body, "vendors").items;
}

export async function addVendor(eventId: string, request: TAddVendorRequest): Promise<TVendorView> {
  const body = await api.post(vendorsPath(eventId), { json: request }).json();
  return parseBody(ZVendorView, body, "add vendor");
}
