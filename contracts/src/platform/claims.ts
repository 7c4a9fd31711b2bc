import { z } from "zod";
import { ZTier } from "../identity/tiers.ts";

/**
 * What identity puts in an access token, and what the gateway forwards to services as the
 * verified user. Services decide permissions from this, never from the client's word.
 */
export const ZAccessClaims = z.object({
  sub: z.uuid(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: z.enum(["user", "admin"]),
  /**
   * organisation id -> my role there, its tier, and the features its tier has enabled in identity's
   * subscription_features table, so services learn an operator's change without a copy of their own
   */
  orgs: z.record(
    z.string(),
    z.object({
      role: z.enum(["owner", "admin", "staff", "scanner"]),
      tier: ZTier,
      // Tokens signed before features were carried read as none until their next refresh, instead of failing.
      features: z.array(z.string()).default([]),
    }),
  ),
});
export type TAccessClaims = z.infer<typeof ZAccessClaims>;

/** The header in which the gateway passes the verified claims (base64url JSON) to services. */
export const VERIFIED_USER_HEADER = "x-mawid-user";
