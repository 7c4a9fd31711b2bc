import {
  type TInvitation,
  type TInviteMemberRequest,
  type TMember,
  type TMemberRole,
  ZInvitation,
  ZInvitationsResponse,
  ZMembersResponse,
} from "@mawid/contracts/identity";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

/** The team list's query, which the other lists that change the team read again too. */
export const membersKey = (organizationId: string) => ["organizations", organizationId, "members"] as const;
const invitationsKey = (organizationId: string) => ["organizations", organizationId, "invitations"] as const;
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

async function fetchInvitations(organizationId: string): Promise<TInvitation[]> {
  const body = await api.get(`${base(organizationId)}/invitations`).json();
  return parseBody(ZInvitationsResponse, body, "invitations").invitations;
}

export const useMembers = (organizationId: string) =>
  useQuery({ queryKey: membersKey(organizationId), queryFn: () => fetchMembers(organizationId) });

export const useInvitations = (organizationId: string) =>
  useQuery({ queryKey: invitationsKey(organizationId), queryFn: () => fetchInvitations(organizationId) });

export function useInviteMember(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TInviteMemberRequest) => inviteMember(organizationId, request),
    onSettled: () => client.invalidateQueries({ queryKey: invitationsKey(organizationId) }),
  });
}

export function useRevokeInvitation(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (invitationId: string) => {
      await api.delete(`${base(organizationId)}/invitations/${encodeURIComponent(invitationId)}`);
    },
    onSettled: () => client.invalidateQueries({ queryKey: invitationsKey(organizationId) }),
  });
}

/** An open invitation sent again: a new link and expiry, which the list then shows. */
export function useResendInvitation(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (invitationId: string) => {
      const body = await api
        .post(`${base(organizationId)}/invitations/${encodeURIComponent(invitationId)}/resend`)
        .json();
      return parseBody(ZInvitation, body, "invitation");
    },
    onSettled: () => client.invalidateQueries({ queryKey: invitationsKey(organizationId) }),
  });
}

/** A member's new role; the list is read again once it is kept. */
export function useChangeRole(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, role }: { userId: string; role: TMemberRole }) => {
      await api.put(member(organizationId, userId), { json: { role } });
    },
    onSettled: () => client.invalidateQueries({ queryKey: membersKey(organizationId) }),
  });
}

export function useRemoveMember(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) => {
      await api.delete(member(organizationId, userId));
    },
    onSettled: () => client.invalidateQueries({ queryKey: membersKey(organizationId) }),
  });
}
