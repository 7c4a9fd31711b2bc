import type { TAddVendorRequest } from "@mawid/contracts/ticketing";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { addVendor, fetchVendors } from "./vendors-api";

const vendorsKey = (eventId: string) => ["tickets", "vendors", eventId] as const;

/** The event's vendors: listed with their certificates, and offered as an add-on's seller. */
export const useVendors = (eventId: string) =>
  useQuery({ queryKey: vendorsKey(eventId), queryFn: () => fetchVendors(eventId) });

export function useAddVendor(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TAddVendorRequest) => addVendor(eventId, request),
    onSuccess: () => client.invalidateQueries({ queryKey: vendorsKey(eventId) }),
  });
}
