import { z } from "zod";
import { ZTier } from "../identity/tiers.ts";

/**
 * What identity puts in an access token. The gateway and every service verify the token's
 * signature themselves and decide permissions from these claims, never from a header's word.
 */
export const ZAccessClaims = z.object({
  sub: z.uuid(),
  email: z.string(),
  emailVerified: z.boolean(),
  /**
   * The account's display name, so a service can name the person without a copy of identity's users.
   * Tokens signed before it was carried have none; a service then names them by their e-mail.
   */
  name: z.string().optional(),
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

/**
 * The header in which the gateway once passed claims to services, unsigned. No service reads it
 * any more; the gateway still strips a client's copy, so no service of an older build believes one.
 */
export const VERIFIED_USER_HEADER = "x-mawid-user";
