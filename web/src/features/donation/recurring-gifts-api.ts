import {
  type TMyRecurringGifts,
  type TRecurringGift,
  ZMyRecurringGifts,
  ZRecurringGift,
} from "@mawid/contracts/payments";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/http/client";
import { parseBody } from "../../shared/http/parse-response";

const KEY = ["donations", "recurring"] as const;

export async function fetchMyRecurringGifts(): Promise<TMyRecurringGifts> {
  return parseBody(ZMyRecurringGifts, await api.get("donations/recurring").json(), "recurring gifts");
}

export async function cancelRecurringGift(recurringGiftId: string): Promise<TRecurringGift> {
  const body = await api.post(`donations/${encodeURIComponent(recurringGiftId)}/cancel`).json();
  return parseBody(ZRecurringGift, body, "recurring gift");
}

export const useMyRecurringGifts = () => useQuery({ queryKey: KEY, queryFn: fetchMyRecurringGifts });

export function useCancelRecurringGift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelRecurringGift,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
