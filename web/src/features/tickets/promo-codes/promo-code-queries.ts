import type { TCreatePromoCodeRequest } from "@mawid/contracts/ticketing";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createPromoCode, endPromoCode, fetchPromoCodes } from "./promo-codes-api";

const promoCodesKey = (eventId: string) => ["tickets", "promo-codes", eventId] as const;

export function usePromoCodes(eventId: string) {
  return useQuery({ queryKey: promoCodesKey(eventId), queryFn: () => fetchPromoCodes(eventId) });
}

export function useEndPromoCode(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (promoCodeId: string) => endPromoCode(eventId, promoCodeId),
    onSuccess: () => client.invalidateQueries({ queryKey: promoCodesKey(eventId) }),
  });
}

export function useCreatePromoCode(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TCreatePromoCodeRequest) => createPromoCode(eventId, request),
    onSuccess: () => client.invalidateQueries({ queryKey: promoCodesKey(eventId) }),
  });
}
