import type { TCreateAddOnRequest } from "@mawid/contracts/ticketing";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createAddOn, fetchAddOns, withdrawAddOn } from "./add-ons-api";

const addOnsKey = (eventId: string) => ["tickets", "add-ons", eventId] as const;

export const useAddOns = (eventId: string) =>
  useQuery({ queryKey: addOnsKey(eventId), queryFn: () => fetchAddOns(eventId) });

export function useWithdrawAddOn(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (addOnId: string) => withdrawAddOn(eventId, addOnId),
    onSuccess: () => client.invalidateQueries({ queryKey: addOnsKey(eventId) }),
  });
}

export function useCreateAddOn(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TCreateAddOnRequest) => createAddOn(eventId, request),
    onSuccess: () => client.invalidateQueries({ queryKey: addOnsKey(eventId) }),
  });
}
