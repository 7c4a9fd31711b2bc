import { z } from "zod";
import { zWebAddress } from "../platform/web-address.ts";
import { ZLocale, ZTheme } from "../platform/locale-schemas.ts";

export const ZPlatformRole = z.enum(["user", "admin"]);
export type TPlatformRole = z.infer<typeof ZPlatformRole>;

export const ZUser = z.object({
  id: z.uuid(),
  email: z.string(),
  emailVerified: z.boolean(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZProfile = z.object({
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  preferredTheme: ZTheme,
  locale: ZLocale,
  role: ZPlatformRole,
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZPatchMeRequest = z
  .object({
    displayName: z
      .string()
      .trim()
      .min(2, { error: "Display name must be at least 2 characters" })
      .max(50, { error: "Display name must be less than 50 characters" }),
    preferredTheme: ZTheme,
    avatarUrl: zWebAddress("Avatar must be an http(s) URL").max(2048).nullable(),
    locale: ZLocale,
  })
  .partial();
export type TPatchMeRequest = z.infer<typeof ZPatchMeRequest>;

export const ZSignInResponse = z.object({
  accessToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int().positive(),
  user: ZUser,
});
export type TSignInResponse = z.infer<typeof ZSignInResponse>;

export const ZSession = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type TSession = z.infer<typeof ZSession>;
