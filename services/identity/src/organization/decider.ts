import type {
  TCreateOrganizationRequest,
  TInvitationAccepted,
  TMemberInvited,
  TMemberRole,
  TMemberRoleChanged,
  TOrganizationCreated,
  TOrganizationVerified,
  TTier,
  TTierChanged,
  TWhiteLabelChanged,
  TWhiteLabelConfig,
} from "@mawid/contracts/identity";
import { ConflictError, ForbiddenError, NotFoundError } from "@mawid/service";
import type { Decider } from "@mawid/eventstore";
import {
  FeatureNotInTierError,
  InvalidTokenError,
  InvitationEmailMismatchError,
  LastOwnerError,
} from "../errors.ts";

export type OrganizationEvent =
  | { type: "OrganizationCreated"; data: TOrganizationCreated }
  | { type: "OrganizationVerified"; data: TOrganizationVerified }
  | { type: "MemberInvited"; data: TMemberInvited }
  | { type: "InvitationAccepted"; data: TInvitationAccepted }
  | { type: "MemberRoleChanged"; data: TMemberRoleChanged }
  | { type: "TierChanged"; data: TTierChanged }
  | { type: "WhiteLabelChanged"; data: TWhiteLabelChanged };

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
    };

interface Invitation {
  email: string;
  role: TMemberRole;
  expiresAt: string;
  accepted: boolean;
}

export interface OrganizationState {
  organizationId: string | null;
  tier: TTier;
  verified: boolean;
  members: Record<string, TMemberRole>;
  invitations: Record<string, Invitation>;
}

const initialState: OrganizationState = {
  organizationId: null,
  tier: "free",
  verified: false,
  members: {},
  invitations: {},
};

const MANAGERS: readonly TMemberRole[] = ["owner", "admin"];

function existing(state: OrganizationState): string {
  if (!state.organizationId) throw new NotFoundError("Organisation not found");
  return state.organizationId;
}

function requireManager(state: OrganizationState, actor: Actor): TMemberRole {
  const role = state.members[actor.userId];
  if (!role || !MANAGERS.includes(role)) {
    throw new ForbiddenError("Only the organisation's owners and admins can do this");
  }
  return role;
}

function requirePlatformAdmin(actor: Actor): void {
  if (!actor.platformAdmin) throw new ForbiddenError("Only platform administrators can do this");
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
        if (state.organizationId) throw new ConflictError("This organisation already exists");
        const { organizationId, actor, at } = command;
        return [
          {
            type: "OrganizationCreated",
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
        const organizationId = existing(state);
        requirePlatformAdmin(command.actor);
        if (state.verified) return [];
        return [{ type: "OrganizationVerified", data: { organizationId, verifiedAt: command.at } }];
      }
      case "InviteMember": {
        const organizationId = existing(state);
        requireManager(state, command.actor);
        if (command.role === "owner") throw new ForbiddenError("Invite as admin, then make them an owner");
        return [
          {
            type: "MemberInvited",
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
        const organizationId = existing(state);
        const invitation = state.invitations[command.invitationId];
        if (!invitation || invitation.accepted || invitation.expiresAt <= command.at)
          throw new InvalidTokenError();
        if (invitation.email !== command.email) throw new InvitationEmailMismatchError();
        const current = state.members[command.userId] ?? null;
        const accepted: OrganizationEvent = {
          type: "InvitationAccepted",
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
      case "ChangeMemberRole": {
        const organizationId = existing(state);
        const actorRole = requireManager(state, command.actor);
        const target = state.members[command.userId];
        if (!target) throw new NotFoundError("This person is not a member of the organisation");
        if (target === command.role) return [];
        guardOwnership(state, actorRole, target, command.role);
        return [roleChange(organizationId, command.userId, command.role, target, command.at)];
      }
      case "RemoveMember": {
        const organizationId = existing(state);
        const target = state.members[command.userId];
        const leaving = command.actor.userId === command.userId;
        const actorRole = leaving && target ? target : requireManager(state, command.actor);
        if (!target) throw new NotFoundError("This person is not a member of the organisation");
        guardOwnership(state, leaving ? "owner" : actorRole, target, null);
        return [roleChange(organizationId, command.userId, null, target, command.at)];
      }
      case "ChangeTier": {
        const organizationId = existing(state);
        requirePlatformAdmin(command.actor);
        if (state.tier === command.tier) return [];
        return [
          {
            type: "TierChanged",
            data: { organizationId, tier: command.tier, previousTier: state.tier, changedAt: command.at },
          },
        ];
      }
      case "SetWhiteLabel": {
        const organizationId = existing(state);
        requireManager(state, command.actor);
        if (!command.featuresByTier[state.tier].includes("white_label"))
          throw new FeatureNotInTierError("white-label");
        return [
          {
            type: "WhiteLabelChanged",
            data: { organizationId, config: command.config, changedAt: command.at },
          },
        ];
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case "OrganizationCreated":
        return { ...state, organizationId: event.data.organizationId };
      case "OrganizationVerified":
        return { ...state, verified: true };
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
      case "MemberRoleChanged": {
        const members = { ...state.members };
        if (event.data.role) members[event.data.userId] = event.data.role;
        else delete members[event.data.userId];
        return { ...state, members };
      }
      case "TierChanged":
        return { ...state, tier: event.data.tier };
      case "WhiteLabelChanged":
        return state;
    }
  },
};
