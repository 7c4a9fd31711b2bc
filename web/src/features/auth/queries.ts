import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TPatchMeRequest } from "@mawid/contracts/identity";
import { fetchMe, listSessions, patchMe } from "./api";

export const meKey = ["me"] as const;
export const sessionsKey = ["auth", "sessions"] as const;

export function useMeQuery(enabled: boolean) {
  return useQuery({ queryKey: meKey, queryFn: fetchMe, enabled, staleTime: 60_000 });
}

export function useSessionsQuery() {
  return useQuery({ queryKey: sessionsKey, queryFn: listSessions });
}

export function usePatchMe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TPatchMeRequest) => patchMe(body),
    onSuccess: (me) => client.setQueryData(meKey, me),
  });
}
