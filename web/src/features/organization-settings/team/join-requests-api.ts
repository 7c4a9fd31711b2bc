import {
  type TAcceptJoinRequestBody,
  type TJoinRequest,
  ZJoinRequestsResponse,
  ZMember,
} from "@mawid/contracts/identity";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";
import { membersKey } from "./team-api";

const base = (organizationId: string) => `organizations/${encodeURIComponent(organizationId)}/join-requests`;
const requestsKey = (organizationId: string) => ["organizations", organizationId, "join-requests"] as const;

/** The requests to join waiting for an answer, oldest first (for owners and admins: others are refused). */
export const useJoinRequests = (organizationId: string, enabled = true) =>
  useQuery({
    queryKey: requestsKey(organizationId),
    enabled,
    queryFn: async (): Promise<TJoinRequest[]> =>
      parseBody(ZJoinRequestsResponse, await api.get(base(organizationId)).json(), "join requests")
        .joinRequests,
  });

/** Takes someone on with a role, or declines them; the requests and the members are read again. */
export function useAnswerJoinRequest(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      requestId,
      role,
    }: {
      requestId: string;
      role: TAcceptJoinRequestBody["role"] | null;
    }) => {
      const path = `${base(organizationId)}/${encodeURIComponent(requestId)}`;
      if (role === null) {
        await api.post(`${path}/decline`);
        return null;
      }
      return parseBody(ZMember, await api.post(`${path}/accept`, { json: { role } }).json(), "member");
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: requestsKey(organizationId) }),
        client.invalidateQueries({ queryKey: membersKey(organizationId) }),
      ]),
  });
}
