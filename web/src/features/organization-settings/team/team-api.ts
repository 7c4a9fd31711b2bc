import {
  type TInvitation,
  type TInviteMemberRequest,
  type TMember,
  type TMemberRole,
  ZInvitation,
  ZMembersResponse,
} from "@mawid/contracts/identity";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

const key = (organizationId: string) => ["organizations", organizationId, "members"] as const;
const base = (organizationId: string) => `organizations/${encodeURIComponent(organizationId)}`;
const member = (organizationId: string, userId: string) =>
  `${base(organizationId)}/members/${encodeURIComponent(userId)}`;

async function fetchMembers(organizationId: string): Promise<TMember[]> {
  const body = await api.get(`${base(organizationId)}/members`).json();
  return parseBody(ZMembersResponse, body, "members").members;
}

async function inviteMember(organizationId: string, request: TInviteMemberRequest): Promise<TInvitation> {
  const body = await api.post(`${base(organizationId)}/invitations`, { json: request }).json();
  return parseBody(ZInvitation, body, "invitation");
}

export const useMembers = (organizationId: string) =>
  useQuery({ queryKey: key(organizationId), queryFn: () => fetchMembers(organizationId) });

export const useInviteMember = (organizationId: string) =>
  useMutation({ mutationFn: (request: TInviteMemberRequest) => inviteMember(organizationId, request) });

/** A member's new role; the list is read again once it is kept. */
export function useChangeRole(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, role }: { userId: string; role: TMemberRole }) => {
      await api.put(member(organizationId, userId), { json: { role } });
    },
    onSettled: () => client.invalidateQueries({ queryKey: key(organizationId) }),
  });
}

export function useRemoveMember(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) => {
      await api.delete(member(organizationId, userId));
    },
    onSettled: () => client.invalidateQueries({ queryKey: key(organizationId) }),
  });
}
