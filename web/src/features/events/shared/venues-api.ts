import {
  type TOrganizationVenue,
  type TOrganizationVenueFields,
  type TOrganizationVenueList,
  ZOrganizationVenue,
  ZOrganizationVenueList,
} from "@mawid/contracts/events";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";
import type { EventFormValues } from "./event-form-values";

const path = (organizationId: string) => `organizations/${encodeURIComponent(organizationId)}/venues`;
export const venuesKey = (organizationId: string) => ["events", "venues", organizationId] as const;

async function fetchVenues(organizationId: string): Promise<TOrganizationVenueList> {
  return parseBody(ZOrganizationVenueList, await api.get(path(organizationId)).json(), "venues");
}

export async function saveVenue(
  organizationId: string,
  venue: TOrganizationVenueFields,
): Promise<TOrganizationVenue> {
  return parseBody(
    ZOrganizationVenue,
    await api.post(path(organizationId), { json: venue }).json(),
    "save venue",
  );
}

/** The organisation's saved venues by name, to fill an event's place from. */
export function useVenues(organizationId: string | undefined) {
  return useQuery({
    queryKey: venuesKey(organizationId ?? ""),
    queryFn: () => fetchVenues(organizationId!),
    enabled: Boolean(organizationId),
  });
}

/** The venue the host asked to keep for next time, when they did and gave one. */
export function venueToSave(
  values: Pick<
    EventFormValues,
    "saveVenue" | "online" | "venueName" | "address" | "latitude" | "longitude" | "timeZone"
  >,
): TOrganizationVenueFields | null {
  const { saveVenue: asked, online, venueName, address, latitude, longitude, timeZone } = values;
  if (!asked || online || !venueName?.trim() || !address?.trim() || latitude == null || longitude == null)
    return null;
  return { name: venueName.trim(), address: address.trim(), latitude, longitude, timeZone };
}
