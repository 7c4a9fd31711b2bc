import { type TAddOnView, type TCreateAddOnRequest, ZAddOns, ZAddOnView } from "@mawid/contracts/ticketing";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

const addOnsPath = (eventId: string) => `events/${encodeURIComponent(eventId)}/add-ons`;

/**
 * The add-ons buyers are offered, with the stock left. The service answers everyone the same list,
 * so a meal from a vendor whose certificate has expired is missing here too.
 */
export async function fetchAddOns(eventId: string): Promise<TAddOnView[]> {
  const body = await api.get(addOnsPath(eventId)).json();
  return parseBody(ZAddOns, body, "add-ons").items;
}

/** Takes the add-on off sale: it leaves the list; orders that have it keep it. */
export async function withdrawAddOn(eventId: string, addOnId: string): Promise<void> {
  await api.post(`${addOnsPath(eventId)}/${encodeURIComponent(addOnId)}/withdraw`);
}

export async function createAddOn(eventId: string, request: TCreateAddOnRequest): Promise<TAddOnView> {
  const body = await api.post(addOnsPath(eventId), { json: request }).json();
  return parseBody(ZAddOnView, body, "create add-on");
}
