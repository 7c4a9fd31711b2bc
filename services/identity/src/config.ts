import { z } from "zod";
import type { TBaseConfig } from "@mawid/service";

const optional = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** Identity's env beyond the base config, validated at boot. */
export const identityConfig = {
  SMTP_URL: optional,
  MAIL_FROM: z.string().default("Mawid <no-reply@mawid.local>"),
  BOOTSTRAP_ADMIN_EMAIL: optional.pipe(z.email().toLowerCase().optional()),
  OIDC_GOOGLE_ISSUER: optional,
  OIDC_GOOGLE_CLIENT_ID: optional,
  OIDC_GOOGLE_CLIENT_SECRET: optional,
  MAWID_DEMO_DATA: optional,
  /** How long a refresh token may be presented again by a client that lost the answer (0 = never). */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
};

export type IdentityConfig = TBaseConfig & z.infer<z.ZodObject<typeof identityConfig>>;
