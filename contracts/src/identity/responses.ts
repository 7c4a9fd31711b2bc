import { z } from "zod";
import { ZMember, ZMemberRole, ZMembership } from "./organizations.ts";
import { ZSession, ZUser } from "./profile.ts";
import { ZSubscriptionFeatureRow, ZTier } from "./tiers.ts";
import { ZWhiteLabelConfig } from "./white-label.ts";

/**
 * `POST /api/v1/auth/sign-up` → 201. When the mail could not be sent the account still exists and
 * the web shows 'Account created! Please use the resend verification option to receive your
 * verification email.'
 */
export const ZSignUpResponse = z.object({ user: ZUser, verificationEmailSent: z.boolean() });
export type TSignUpResponse = z.infer<typeof ZSignUpResponse>;

/** Resend verification and password reset answer the same whether or not the account exists. */
export const ZAcceptedResponse = z.object({ accepted: z.literal(true) });

export const ZVerifyEmailResponse = z.object({ user: ZUser });

export const ZSessionsResponse = z.object({ sessions: z.array(ZSession) });

export const ZSubscriptionFeaturesResponse = z.object({ features: z.array(ZSubscriptionFeatureRow) });

export const ZMyOrganizationsResponse = z.object({ organizations: z.array(ZMembership) });

export const ZMembersResponse = z.object({ members: z.array(ZMember) });

export const ZInvitation = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  email: z.string(),
  role: ZMemberRole,
  expiresAt: z.iso.datetime(),
});
export type TInvitation = z.infer<typeof ZInvitation>;
/** An organisation's invitations not yet accepted, revoked or expired, the latest first. */
export const ZInvitationsResponse = z.object({ invitations: z.array(ZInvitation) });

export const ZAcceptInvitationResponse = z.object({ membership: ZMembership });
export type TAcceptInvitationResponse = z.infer<typeof ZAcceptInvitationResponse>;

export const ZSetTierRequest = z.object({ tier: ZTier });

/** The white-label config of an organisation, or null when it has none (or, publicly, none active). */
export const ZWhiteLabelResponse = z.object({ whiteLabel: ZWhiteLabelConfig.nullable() });

export const ZDevMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime(),
});
export const ZDevMailResponse = z.object({ mails: z.array(ZDevMail) });
export type TDevMail = z.infer<typeof ZDevMail>;

/** Identity's own error codes, beside the shared ErrorCode values. */
export const IdentityErrorCode = {
  invalidCredentials: "INVALID_CREDENTIALS",
  tooManyAttempts: "TOO_MANY_ATTEMPTS",
  emailTaken: "EMAIL_TAKEN",
  emailNotVerified: "EMAIL_NOT_VERIFIED",
  tokenInvalid: "TOKEN_INVALID",
  refreshTokenReused: "REFRESH_TOKEN_REUSED",
  featureNotInTier: "FEATURE_NOT_IN_TIER",
  lastOwner: "LAST_OWNER",
  invitationEmailMismatch: "INVITATION_EMAIL_MISMATCH",
  oidcNotConfigured: "OIDC_NOT_CONFIGURED",
} as const;
