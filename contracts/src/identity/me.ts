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
