import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TPaidTier } from "@mawid/contracts/payments";
import { cancelSubscription, fetchOrganizationSubscription, startSubscription } from "./subscription-api";

const key = (organizationId: string) => ["organization-subscription", organizationId] as const;

/** The organisation's subscription, for its owner: none asked for without one. */
export function useOrganizationSubscription(organizationId: string | null, pollWhilePending = false) {
  return useQuery({
    queryKey: key(organizationId ?? ""),
    queryFn: () => fetchOrganizationSubscription(organizationId!),
    enabled: organizationId !== null,
    // Back from Stripe, its webhook may come a moment after the owner does.
    refetchInterval: (query) =>
      pollWhilePending && query.state.data?.subscription?.status === "pending" ? 3_000 : false,
  });
}

export function useStartSubscription() {
  return useMutation({
    mutationFn: ({ organizationId, tier }: { organizationId: string; tier: TPaidTier }) =>
      startSubscription(organizationId, tier),
  });
}

export function useCancelSubscription(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelSubscription(organizationId),
    onSuccess: () => client.invalidateQueries({ queryKey: key(organizationId) }),
  });
}
