import { z } from "zod";
import type { TBaseConfig } from "@mawid/service";
import { ZKeyEncryptionKeys } from "@mawid/service/key-encryption";

const optional = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const flag = optional.transform((v) => v === "1" || v === "true");

/** Identity's env beyond the base config, validated at boot; production adds the checks in start/production-guard.ts. */
export const identityConfig = {
  SMTP_URL: optional,
  /** Without SMTP_URL mail is kept in the database outbox; production must ask for that with "1". */
  MAIL_LOCAL_OUTBOX: flag,
  /** Serves the outbox at GET /api/v1/dev/mail: a development aid, refused in production. */
  MAWID_DEV_MAIL: flag,
  MAIL_FROM: z.string().default("Mawid <no-reply@mawid.local>"),
  BOOTSTRAP_ADMIN_EMAIL: optional.pipe(z.email().toLowerCase().optional()),
  OIDC_GOOGLE_ISSUER: optional,
  OIDC_GOOGLE_CLIENT_ID: optional,
  OIDC_GOOGLE_CLIENT_SECRET: optional,
  MAWID_DEMO_DATA: flag,
  /** How long a refresh token may be presented again by a client that lost the answer (0 = never). */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  /** `<id>:<base64 of 32 bytes>`, comma separated: the first seals signing keys, all of them open. */
  SIGNING_KEY_ENCRYPTION_KEYS: ZKeyEncryptionKeys,
  /** How long one signing key signs before the next takes over (it is published a day earlier). */
  SIGNING_KEY_ROTATION_DAYS: z.coerce.number().int().min(2).max(365).default(30),
};

export type IdentityConfig = TBaseConfig & z.infer<z.ZodObject<typeof identityConfig>>;
