import {
  MANAGER_ROLES,
  type TCharityDetails,
  type TCreateOrganizationRequest,
  type TMemberRole,
  type TOrganization,
  type TOrganizationEvent,
  type TTier,
  type TWhiteLabelConfig,
} from "@mawid/contracts/identity";
import { ConflictError, ForbiddenError, NotFoundError } from "@mawid/service/errors";
import type { Decider } from "@mawid/eventstore";
import {
  FeatureNotInTierError,
  InvalidTokenError,
  InvitationEmailMismatchError,
  LastOwnerError,
} from "../errors.ts";

export type OrganizationEvent = TOrganizationEvent;

/** Who asks. Every permission is decided here, from the organisation's own members. */
export interface Actor {
  userId: string;
  platformAdmin: boolean;
}

export type OrganizationCommand =
  | ({
      type: "CreateOrganization";
      organizationId: string;
      actor: Actor;
      at: string;
    } & TCreateOrganizationRequest)
  | { type: "VerifyOrganization"; actor: Actor; at: string }
  | {
      type: "InviteMember";
      actor: Actor;
      invitationId: string;
      email: string;
      role: TMemberRole;
      expiresAt: string;
      at: string;
    }
  | { type: "AcceptInvitation"; invitationId: string; userId: string; email: string; at: string }
  | { type: "RevokeInvitation"; actor: Actor; invitationId: string; at: string }
  | { type: "RenewInvitation"; actor: Actor; invitationId: string; expiresAt: string; at: string }
  | { type: "AskToJoin"; actor: Actor; requestId: string; message: string; at: string }
  | { type: "WithdrawJoinRequest"; actor: Actor; at: string }
  | {
      type: "AnswerJoinRequest";
      actor: Actor;
      requestId: string;
      /** The role to take them on with, or null to decline. */
      role: Exclude<TMemberRole, "owner"> | null;
      at: string;
    }
  | { type: "ChangeMemberRole"; actor: Actor; userId: string; role: TMemberRole; at: string }
  | { type: "RemoveMember"; actor: Actor; userId: string; at: string }
  | { type: "ChangeTier"; actor: Actor; tier: TTier; at: string }
  | {
      type: "SetWhiteLabel";
      actor: Actor;
      config: TWhiteLabelConfig;
      /** The enabled features of each tier, from the subscription_features data. */
      featuresByTier: Record<TTier, readonly string[]>;
      at: string;
    }
  | { type: "SetCharityDetails"; actor: Actor; details: TCharityDetails; at: string };

interface Invitation {
  email: string;
  role: TMemberRole;
  expiresAt: string;
  accepted: boolean;
}

export interface OrganizationState {
  /** The organisation as its views show it, so a command answers from the state it decided on. */
  organization: TOrganization | null;
  members: Record<string, TMemberRole>;
  invitations: Record<string, Invitation>;
  /** Requests to join not yet answered, by request id: who asked. */
  joinRequests: Record<string, string>;
  /** Printed on donation receipts; null until an owner or admin sets them. */
  charity?: TCharityDetails;
}

const initialState: OrganizationState = {
  organization: null,
  members: {},
  invitations: {},
  joinRequests: {},
};

const NO_CHARITY: TCharityDetails = { charityName: null, charityNumber: null };

export const MANAGERS_ONLY = "Only the organisation's owners and admins can do this";

function existing(state: OrganizationState): TOrganization {
  if (!state.organization) throw new NotFoundError("Organisation not found");
  return state.organization;
}

function requireManager(state: OrganizationState, actor: Actor): TMemberRole {
  const role = state.members[actor.userId];
  if (!role || !MANAGER_ROLES.includes(role)) {
    throw new ForbiddenError(MANAGERS_ONLY);
  }
  return role;
}

function requirePlatformAdmin(actor: Actor): void {
  if (!actor.platformAdmin) throw new ForbiddenError("Only platform administrators can do this");
}

/** The id of the person's request to join that waits for an answer, if any. */
export function pendingRequestOf(state: OrganizationState, userId: string): string | undefined {
  return Object.entries(state.joinRequests).find(([, asker]) => asker === userId)?.[0];
}

function ownerCount(state: OrganizationState): number {
  return Object.values(state.members).filter((r) => r === "owner").length;
}

function roleChange(
  orgId: string,
  userId: string,
  role: TMemberRole | null,
  previousRole: TMemberRole | null,
  at: string,
): OrganizationEvent {
  return {
    type: "MemberRoleChanged",
    version: 1,
    data: { organizationId: orgId, userId, role, previousRole, changedAt: at },
  };
}

/** Owners alone hand out or take away ownership, and the last owner cannot leave or be demoted. */
function guardOwnership(
  state: OrganizationState,
  actorRole: TMemberRole,
  target: TMemberRole,
  next: TMemberRole | null,
): void {
  if ((target === "owner" || next === "owner") && actorRole !== "owner") {
    throw new ForbiddenError("Only an owner can change who owns the organisation");
  }
  if (target === "owner" && next !== "owner" && ownerCount(state) <= 1) throw new LastOwnerError();
}

export const organizationDecider: Decider<OrganizationCommand, OrganizationEvent, OrganizationState> = {
  initialState,
  decide(command, state) {
    switch (command.type) {
      case "CreateOrganization": {
        if (state.organization) throw new ConflictError("This organisation already exists");
        const { organizationId, actor, at } = command;
        return [
          {
            type: "OrganizationCreated",
            version: 1,
            data: {
              organizationId,
              name: command.name,
              kind: command.kind,
              city: command.city ?? null,
              country: command.country?.toUpperCase() ?? null,
              website: command.website ?? null,
              ownerId: actor.userId,
              createdAt: at,
            },
          },
          roleChange(organizationId, actor.userId, "owner", null, at),
        ];
      }
      case "VerifyOrganization": {
        const { id: organizationId, verified } = existing(state);
        requirePlatformAdmin(command.actor);
        if (verified) return [];
        return [
          { type: "OrganizationVerified", version: 1, data: { organizationId, verifiedAt: command.at } },
        ];
      }
      case "InviteMember": {
        const { id: organizationId } = existing(state);
        requireManager(state, command.actor);
        if (command.role === "owner") throw new ForbiddenError("Invite as admin, then make them an owner");
        return [
          {
            type: "MemberInvited",
            version: 1,
            data: {
              organizationId,
              invitationId: command.invitationId,
              email: command.email,
              role: command.role,
              invitedBy: command.actor.userId,
              expiresAt: command.expiresAt,
            },
          },
        ];
      }
      case "AcceptInvitation": {
        const { id: organizationId } = existing(state);
        const invitation = state.invitations[command.invitationId];
        if (!invitation || invitation.accepted || invitation.expiresAt <= command.at)
          throw new InvalidTokenError();
        if (invitation.email !== command.email) throw new InvitationEmailMismatchError();
        const current = state.members[command.userId] ?? null;
        const accepted: OrganizationEvent = {
          type: "InvitationAccepted",
          version: 1,
          data: {
            organizationId,
            invitationId: command.invitationId,
            userId: command.userId,
            acceptedAt: command.at,
          },
        };
        // Someone already in the organisation keeps their role rather than being demoted by an old invitation.
        if (current) return [accepted];
        return [accepted, roleChange(organizationId, command.userId, invitation.role, null, command.at)];
      }
      case "RevokeInvitation": {
        const { id: organizationId } = existing(state);
        requireManager(state, command.actor);
        const invitation = state.invitations[command.invitationId];
        if (!invitation) throw new NotFoundError("No such invitation");
        if (invitation.accepted)
          throw new ConflictError("This invitation was accepted: remove the member instead");
        return [
          {
            type: "InvitationRevoked",
            version: 1,
            data: {
              organizationId,
              invitationId: command.invitationId,
              revokedBy: command.actor.userId,
              revokedAt: command.at,
            },
          },
        ];
      }
      case "RenewInvitation": {
        const { id: organizationId } = existing(state);
        requireManager(state, command.actor);
        const invitation = state.invitations[command.invitationId];
        if (!invitation) throw new NotFoundError("No such invitation");
        if (invitation.accepted) throw new ConflictError("This invitation was accepted already");
        return [
          {
            type: "InvitationRenewed",
            version: 1,
            data: {
              organizationId,
              invitationId: command.invitationId,
              expiresAt: command.expiresAt,
              renewedBy: command.actor.userId,
              renewedAt: command.at,
            },
          },
        ];
      }
      case "AskToJoin": {
        const { id: organizationId } = existing(state);
        const { userId } = command.actor;
        if (state.members[userId]) throw new ConflictError("You are already on this organisation's team");
        // Asking again while a request waits is the same request: the owners see one.
        if (pendingRequestOf(state, userId)) return [];
        return [
          {
            type: "JoinRequested",
            version: 1,
            data: {
              organizationId,
              requestId: command.requestId,
              userId,
              message: command.message,
              requestedAt: command.at,
            },
          },
        ];
      }
      case "WithdrawJoinRequest": {
        const { id: organizationId } = existing(state);
        const { userId } = command.actor;
        const requestId = pendingRequestOf(state, userId);
        if (!requestId) throw new NotFoundError("You have no request to join this team waiting");
        return [
          {
            type: "JoinRequestWithdrawn",
            version: 1,
            data: { organizationId, requestId, userId, withdrawnAt: command.at },
          },
        ];
      }
      case "AnswerJoinRequest": {
        const { id: organizationId } = existing(state);
        requireManager(state, command.actor);
        const userId = state.joinRequests[command.requestId];
        if (!userId) throw new NotFoundError("No such request to join, or it was answered already");
        const answered: OrganizationEvent = {
          type: "JoinRequestAnswered",
          version: 1,
          data: {
            organizationId,
            requestId: command.requestId,
            userId,
            role: command.role,
            answeredBy: command.actor.userId,
            answeredAt: command.at,
          },
        };
        // Someone who joined meanwhile (by an invitation) keeps the role they have.
        if (command.role === null || state.members[userId]) return [answered];
        return [answered, roleChange(organizationId, userId, command.role, null, command.at)];
      }
      case "ChangeMemberRole": {
        const { id: organizationId } = existing(state);
        const actorRole = requireManager(state, command.actor);
        const target = state.members[command.userId];
        if (!target) throw new NotFoundError("This person is not a member of the organisation");
        if (target === command.role) return [];
        guardOwnership(state, actorRole, target, command.role);
        return [roleChange(organizationId, command.userId, command.role, target, command.at)];
      }
      case "RemoveMember": {
        const { id: organizationId } = existing(state);
        const target = state.members[command.userId];
        const leaving = command.actor.userId === command.userId;
        const actorRole = leaving && target ? target : requireManager(state, command.actor);
        if (!target) throw new NotFoundError("This person is not a member of the organisation");
        guardOwnership(state, leaving ? "owner" : actorRole, target, null);
        return [roleChange(organizationId, command.userId, null, target, command.at)];
      }
      case "ChangeTier": {
        const { id: organizationId, tier } = existing(state);
        requirePlatformAdmin(command.actor);
        if (tier === command.tier) return [];
        return [
          {
            type: "TierChanged",
            version: 1,
            data: { organizationId, tier: command.tier, previousTier: tier, changedAt: command.at },
          },
        ];
      }
      case "SetWhiteLabel": {
        const { id: organizationId, tier } = existing(state);
        requireManager(state, command.actor);
        if (!command.featuresByTier[tier].includes("white_label"))
          throw new FeatureNotInTierError("white-label");
        return [
          {
            type: "WhiteLabelChanged",
            version: 1,
            data: { organizationId, config: command.config, changedAt: command.at },
          },
        ];
      }
      case "SetCharityDetails": {
        const { id: organizationId } = existing(state);
        requireManager(state, command.actor);
        const current = state.charity ?? NO_CHARITY;
        const { charityName, charityNumber } = command.details;
        if (current.charityName === charityName && current.charityNumber === charityNumber) return [];
        return [
          {
            type: "CharityDetailsChanged",
            version: 1,
            data: { organizationId, charityName, charityNumber, changedAt: command.at },
          },
        ];
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case "OrganizationCreated": {
        const { organizationId: id, name, kind, city, country, website, createdAt } = event.data;
        const organization = {
          id,
          name,
          kind,
          city,
          country,
          website,
          createdAt,
          tier: "free",
          verified: false,
        } as const;
        return { ...state, organization };
      }
      case "OrganizationVerified":
        return state.organization
          ? { ...state, organization: { ...state.organization, verified: true } }
          : state;
      case "MemberInvited": {
        const { invitationId, email, role, expiresAt } = event.data;
        return {
          ...state,
          invitations: { ...state.invitations, [invitationId]: { email, role, expiresAt, accepted: false } },
        };
      }
      case "InvitationAccepted": {
        const invitation = state.invitations[event.data.invitationId];
        if (!invitation) return state;
        return {
          ...state,
          invitations: { ...state.invitations, [event.data.invitationId]: { ...invitation, accepted: true } },
        };
      }
      case "InvitationRevoked": {
        const { [event.data.invitationId]: _revoked, ...invitations } = state.invitations;
        return { ...state, invitations };
      }
      case "InvitationRenewed": {
        const invitation = state.invitations[event.data.invitationId];
        if (!invitation) return state;
        return {
          ...state,
          invitations: {
            ...state.invitations,
            [event.data.invitationId]: { ...invitation, expiresAt: event.data.expiresAt },
          },
        };
      }
      case "JoinRequested":
        return {
          ...state,
          joinRequests: { ...state.joinRequests, [event.data.requestId]: event.data.userId },
        };
      case "JoinRequestAnswered":
      case "JoinRequestWithdrawn": {
        const { [event.data.requestId]: _closed, ...joinRequests } = state.joinRequests;
        return { ...state, joinRequests };
      }
      case "MemberRoleChanged": {
        const members = { ...state.members };
        if (event.data.role) members[event.data.userId] = event.data.role;
        else delete members[event.data.userId];
        return { ...state, members };
      }
      case "TierChanged":
        return state.organization
          ? { ...state, organization: { ...state.organization, tier: event.data.tier } }
          : state;
      case "WhiteLabelChanged":
        return state;
      case "CharityDetailsChanged": {
        const { charityName, charityNumber } = event.data;
        return { ...state, charity: { charityName, charityNumber } };
      }
    }
  },
};
