import { z } from "zod";
import { defineEvent, defineStream, type StreamEvent } from "../platform/event-definitions.ts";
import { ZMemberRole, ZOrganizationKind } from "./organizations.ts";
import { ZLocale, ZTheme } from "../platform/locale-schemas.ts";
import { ZPlatformRole } from "./profile.ts";
import { ZTier } from "./tiers.ts";
import { ZWhiteLabelConfig } from "./white-label.ts";

/** Stream types of identity's aggregates; each is one topic (see topicOf). */
export const IDENTITY_USER_STREAM = "identity.user";
export const IDENTITY_ORGANIZATION_STREAM = "identity.organization";

const at = z.iso.datetime({ offset: true });

// Secrets (password hashes, tokens) never travel in events: they are published to every service.
export const UserRegisteredV1 = defineEvent(
  IDENTITY_USER_STREAM,
  "UserRegistered",
  1,
  z.object({
    userId: z.uuid(),
    email: z.string(),
    displayName: z.string(),
    method: z.enum(["password", "google"]),
    registeredAt: at,
  }),
);
export const EmailVerifiedV1 = defineEvent(
  IDENTITY_USER_STREAM,
  "EmailVerified",
  1,
  z.object({ userId: z.uuid(), email: z.string(), verifiedAt: at }),
);
export const PasswordChangedV1 = defineEvent(
  IDENTITY_USER_STREAM,
  "PasswordChanged",
  1,
  z.object({ userId: z.uuid(), changedAt: at }),
);
export const ProfileUpdatedV1 = defineEvent(
  IDENTITY_USER_STREAM,
  "ProfileUpdated",
  1,
  z.object({
    userId: z.uuid(),
    displayName: z.string().optional(),
    avatarUrl: z.string().nullable().optional(),
    preferredTheme: ZTheme.optional(),
    locale: ZLocale.optional(),
    updatedAt: at,
  }),
);
export const PlatformRoleGrantedV1 = defineEvent(
  IDENTITY_USER_STREAM,
  "PlatformRoleGranted",
  1,
  z.object({ userId: z.uuid(), role: ZPlatformRole, grantedAt: at }),
);
export const ExternalIdentityLinkedV1 = defineEvent(
  IDENTITY_USER_STREAM,
  "ExternalIdentityLinked",
  1,
  z.object({ userId: z.uuid(), provider: z.string(), subject: z.string(), linkedAt: at }),
);

export const OrganizationCreatedV1 = defineEvent(
  IDENTITY_ORGANIZATION_STREAM,
  "OrganizationCreated",
  1,
  z.object({
    organizationId: z.uuid(),
    name: z.string(),
    kind: ZOrganizationKind,
    city: z.string().nullable(),
    country: z.string().nullable(),
    website: z.string().nullable(),
    ownerId: z.uuid(),
    createdAt: at,
  }),
);
export const OrganizationVerifiedV1 = defineEvent(
  IDENTITY_ORGANIZATION_STREAM,
  "OrganizationVerified",
  1,
  z.object({ organizationId: z.uuid(), verifiedAt: at }),
);
export const MemberInvitedV1 = defineEvent(
  IDENTITY_ORGANIZATION_STREAM,
  "MemberInvited",
  1,
  z.object({
    organizationId: z.uuid(),
    invitationId: z.uuid(),
    email: z.string(),
    role: ZMemberRole,
    invitedBy: z.uuid(),
    expiresAt: at,
  }),
);
export const InvitationAcceptedV1 = defineEvent(
  IDENTITY_ORGANIZATION_STREAM,
  "InvitationAccepted",
  1,
  z.object({ organizationId: z.uuid(), invitationId: z.uuid(), userId: z.uuid(), acceptedAt: at }),
);
/** An invitation taken back before it was accepted: its link no longer joins anyone. */
export const InvitationRevokedV1 = defineEvent(
  IDENTITY_ORGANIZATION_STREAM,
  "InvitationRevoked",
  1,
  z.object({ organizationId: z.uuid(), invitationId: z.uuid(), revokedBy: z.uuid(), revokedAt: at }),
);
/** An invitation sent again with a new link and a new expiry: the link mailed before joins no one. */
export const InvitationRenewedV1 = defineEvent(
  IDENTITY_ORGANIZATION_STREAM,
  "InvitationRenewed",
  1,
  z.object({
    organizationId: z.uuid(),
    invitationId: z.uuid(),
    expiresAt: at,
    renewedBy: z.uuid(),
    renewedAt: at,
  }),
);
/** Someone asked to join the organisation's team; its owners and admins answer. */
export const JoinRequestedV1 = defineEvent(
  IDENTITY_ORGANIZATION_STREAM,
  "JoinRequested",
  1,
  z.object({
    organizationId: z.uuid(),
    requestId: z.uuid(),
    userId: z.uuid(),
    message: z.string(),
    requestedAt: at,
  }),
);
/** A request to join answered: taken on with a role (a MemberRoleChanged follows), or declined. */
export const JoinRequestAnsweredV1 = defineEvent(
  IDENTITY_ORGANIZATION_STREAM,
  "JoinRequestAnswered",
  1,
  z.object({
    organizationId: z.uuid(),
    requestId: z.uuid(),
    userId: z.uuid(),
    role: ZMemberRole.nullable(),
    answeredBy: z.uuid(),
    answeredAt: at,
  }),
);
/** A request to join taken back by the person who made it, before anyone answered it. */
export const JoinRequestWithdrawnV1 = defineEvent(
  IDENTITY_ORGANIZATION_STREAM,
  "JoinRequestWithdrawn",
  1,
  z.object({ organizationId: z.uuid(), requestId: z.uuid(), userId: z.uuid(), withdrawnAt: at }),
);
/** Every membership change: joining (previousRole null), a new role, or leaving (role null). */
export const MemberRoleChangedV1 = defineEvent(
  IDENTITY_ORGANIZATION_STREAM,
  "MemberRoleChanged",
  1,
  z.object({
    organizationId: z.uuid(),
    userId: z.uuid(),
    role: ZMemberRole.nullable(),
    previousRole: ZMemberRole.nullable(),
    changedAt: at,
  }),
);
export const TierChangedV1 = defineEvent(
  IDENTITY_ORGANIZATION_STREAM,
  "TierChanged",
  1,
  z.object({ organizationId: z.uuid(), tier: ZTier, previousTier: ZTier, changedAt: at }),
);
export const WhiteLabelChangedV1 = defineEvent(
  IDENTITY_ORGANIZATION_STREAM,
  "WhiteLabelChanged",
  1,
  z.object({ organizationId: z.uuid(), config: ZWhiteLabelConfig, changedAt: at }),
);

/** An organisation's charity name and registration number, set or cleared by its owners and admins. */
export const CharityDetailsChangedV1 = defineEvent(
  IDENTITY_ORGANIZATION_STREAM,
  "CharityDetailsChanged",
  1,
  z.object({
    organizationId: z.uuid(),
    charityName: z.string().nullable(),
    charityNumber: z.string().nullable(),
    changedAt: at,
  }),
);

/** What each of identity's streams may hold: deciders, appends and consumers all derive from these lists. */
export const IdentityUserStream = defineStream(IDENTITY_USER_STREAM, [
  UserRegisteredV1,
  EmailVerifiedV1,
  PasswordChangedV1,
  ProfileUpdatedV1,
  PlatformRoleGrantedV1,
  ExternalIdentityLinkedV1,
]);
export const IdentityOrganizationStream = defineStream(IDENTITY_ORGANIZATION_STREAM, [
  OrganizationCreatedV1,
  OrganizationVerifiedV1,
  MemberInvitedV1,
  InvitationAcceptedV1,
  InvitationRevokedV1,
  InvitationRenewedV1,
  JoinRequestedV1,
  JoinRequestAnsweredV1,
  JoinRequestWithdrawnV1,
  MemberRoleChangedV1,
  TierChangedV1,
  WhiteLabelChangedV1,
  CharityDetailsChangedV1,
]);
export type TUserEvent = StreamEvent<typeof IdentityUserStream>;
export type TOrganizationEvent = StreamEvent<typeof IdentityOrganizationStream>;

export type TUserRegistered = z.infer<typeof UserRegisteredV1.schema>;
export type TEmailVerified = z.infer<typeof EmailVerifiedV1.schema>;
export type TPasswordChanged = z.infer<typeof PasswordChangedV1.schema>;
export type TProfileUpdated = z.infer<typeof ProfileUpdatedV1.schema>;
export type TPlatformRoleGranted = z.infer<typeof PlatformRoleGrantedV1.schema>;
export type TExternalIdentityLinked = z.infer<typeof ExternalIdentityLinkedV1.schema>;
export type TOrganizationCreated = z.infer<typeof OrganizationCreatedV1.schema>;
export type TOrganizationVerified = z.infer<typeof OrganizationVerifiedV1.schema>;
export type TMemberInvited = z.infer<typeof MemberInvitedV1.schema>;
export type TInvitationAccepted = z.infer<typeof InvitationAcceptedV1.schema>;
export type TInvitationRevoked = z.infer<typeof InvitationRevokedV1.schema>;
export type TInvitationRenewed = z.infer<typeof InvitationRenewedV1.schema>;
export type TJoinRequested = z.infer<typeof JoinRequestedV1.schema>;
export type TJoinRequestAnswered = z.infer<typeof JoinRequestAnsweredV1.schema>;
export type TJoinRequestWithdrawn = z.infer<typeof JoinRequestWithdrawnV1.schema>;
export type TMemberRoleChanged = z.infer<typeof MemberRoleChangedV1.schema>;
export type TTierChanged = z.infer<typeof TierChangedV1.schema>;
export type TWhiteLabelChanged = z.infer<typeof WhiteLabelChangedV1.schema>;
export type TCharityDetailsChanged = z.infer<typeof CharityDetailsChangedV1.schema>;
