import { z } from "zod";

/** The seed's special characters for passwords: !@#$%^&*()_+-=[]{};':"\|,.<>/? */
const SPECIAL = /[!@#$%^&*()_+\-=[\]{};':"\\|,.<>/?]/;
export const PASSWORD_MIN_LENGTH = 8;
export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 50;

export const AuthMessages = {
  invalidEmail: "Invalid email address",
  passwordRequired: "Password is required",
  passwordRule:
    "Password must be at least 8 characters with uppercase, lowercase, number and special character",
  displayNameMin: "Display name must be at least 2 characters",
  displayNameMax: "Display name must be less than 50 characters",
  passwordsDontMatch: "Passwords don't match",
} as const;

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: AuthMessages.invalidEmail }));

export const ZNewPassword = z
  .string({ error: AuthMessages.passwordRule })
  .min(PASSWORD_MIN_LENGTH, { error: AuthMessages.passwordRule })
  .max(200, { error: AuthMessages.passwordRule })
  .refine((p) => /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p) && SPECIAL.test(p), {
    error: AuthMessages.passwordRule,
  });

export const ZDisplayName = z
  .string({ error: AuthMessages.displayNameMin })
  .trim()
  .min(DISPLAY_NAME_MIN, { error: AuthMessages.displayNameMin })
  .max(DISPLAY_NAME_MAX, { error: AuthMessages.displayNameMax });

export const ZSignInRequest = z.object({
  email: ZEmail,
  password: z
    .string({ error: AuthMessages.passwordRequired })
    .min(1, { error: AuthMessages.passwordRequired }),
});
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

export const ZSignUpRequest = z
  .object({
    email: ZEmail,
    password: ZNewPassword,
    confirmPassword: z.string({ error: AuthMessages.passwordsDontMatch }),
    displayName: ZDisplayName,
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: AuthMessages.passwordsDontMatch,
    path: ["confirmPassword"],
  });
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

export const ZPasswordResetRequest = z.object({ email: ZEmail });
export const ZPasswordResetConfirm = z
  .object({ token: z.string().min(1), password: ZNewPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    error: AuthMessages.passwordsDontMatch,
    path: ["confirmPassword"],
  });
export const ZVerifyEmailRequest = z.object({ token: z.string().min(1) });
export const ZResendVerificationRequest = z.object({ email: ZEmail });
