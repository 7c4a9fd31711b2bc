import { z } from "zod";
import { ZMembership } from "./organizations.ts";
import { ZProfile, ZUser } from "./profile.ts";
import { ZTier } from "./tiers.ts";
import { ZWhiteLabelConfig } from "./white-label.ts";

/** `GET /api/v1/me`: who I am and what I may use (the seed's check-subscription, and more). */
export const ZMeResponse = z.object({
  user: ZUser,
  profile: ZProfile,
  organizations: z.array(ZMembership),
  /** The best tier among my organisations; free when I have none. */
  tier: ZTier,
  subscribed: z.boolean(),
  features: z.array(z.string()),
  /** The active white-label of my organisation, if any. */
  whiteLabel: ZWhiteLabelConfig.nullable(),
});
export type TMeResponse = z.infer<typeof ZMeResponse>;

/**
 * What identity puts in an access token, and what the gateway forwards to services as the
 * verified user. Services decide permissions from this, never from the client's word.
 */
export const ZAccessClaims = z.object({
  sub: z.uuid(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: z.enum(["user", "admin"]),
  /** organisation id -> my role there and its tier */
  orgs: z.record(z.string(), z.object({ role: z.enum(["owner", "admin", "staff", "scanner"]), tier: ZTier })),
});
export type TAccessClaims = z.infer<typeof ZAccessClaims>;

/** The header in which the gateway passes the verified claims (base64url JSON) to services. */
export const VERIFIED_USER_HEADER = "x-mawid-user";
