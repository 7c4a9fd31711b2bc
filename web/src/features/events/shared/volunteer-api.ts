import { type TJoinRequestStatus, ZJoinRequestStatus } from "@mawid/contracts/identity";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

const path = (organizationId: string) => `organizations/${encodeURIComponent(organizationId)}/join-requests`;
const statusKey = (organizationId: string) => ["organizations", organizationId, "join-request"] as const;

/** Whether I am on the organisation's team, have asked to join it, or neither. */
export function useJoinRequestStatus(organizationId: string, enabled: boolean) {
  return useQuery({
    queryKey: statusKey(organizationId),
    queryFn: async (): Promise<TJoinRequestStatus> =>
      parseBody(ZJoinRequestStatus, await api.get(`${path(organizationId)}/mine`).json(), "join request"),
    enabled,
  });
}

/** Asks to join the team; the status shows the request at once. */
export function useAskToJoin(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (message: string) =>
      parseBody(
        ZJoinRequestStatus,
        await api.post(path(organizationId), { json: { message } }).json(),
        "join request",
      ),
    onSuccess: (status) => client.setQueryData(statusKey(organizationId), status),
  });
}

/** Takes my waiting request back; the button offers to volunteer again. */
export function useWithdrawJoinRequest(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.delete(`${path(organizationId)}/mine`);
    },
    onSuccess: () =>
      client.setQueryData(statusKey(organizationId), { status: "none" } satisfies TJoinRequestStatus),
  });
}
