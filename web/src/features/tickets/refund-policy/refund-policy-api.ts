import { type TRefundPolicy, type TRefundPolicyView, ZRefundPolicyView } from "@mawid/contracts/ticketing";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

export const refundPolicyKey = (eventId: string) => ["tickets", "refund-policy", eventId] as const;
const path = (eventId: string) => `events/${encodeURIComponent(eventId)}/refund-policy`;

export async function fetchRefundPolicy(eventId: string): Promise<TRefundPolicyView> {
  return parseBody(ZRefundPolicyView, await api.get(path(eventId)).json(), "refund policy");
}

export async function setRefundPolicy(eventId: string, policy: TRefundPolicy): Promise<TRefundPolicyView> {
  const body = await api.put(path(eventId), { json: policy }).json();
  return parseBody(ZRefundPolicyView, body, "set refund policy");
}

export const useRefundPolicy = (eventId: string) =>
  useQuery({ queryKey: refundPolicyKey(eventId), queryFn: () => fetchRefundPolicy(eventId) });

/** The answer is the policy as it now stands, with its deadline: every screen showing it takes it as is. */
export function useSetRefundPolicy(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (policy: TRefundPolicy) => setRefundPolicy(eventId, policy),
    onSuccess: (view) => client.setQueryData(refundPolicyKey(eventId), view),
  });
}
