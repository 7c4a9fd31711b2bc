import type { IdentityDeps } from "../deps.ts";
import { newToken, sha256 } from "../shared/secrets.ts";
import { webLink } from "../shared/web-link.ts";

const PURPOSES = {
  "verify-email": { path: "/verify-email", hours: 24 },
  "reset-password": { path: "/reset-password", hours: 1 },
} as const;

/** Stores the hash of a fresh single-use token and returns the link that carries it. */
export async function createEmailLink(
  deps: IdentityDeps,
  purpose: keyof typeof PURPOSES,
  userId: string,
  email: string,
  now: Date,
): Promise<string> {
  const token = newToken();
  const { path, hours } = PURPOSES[purpose];
  await deps.db
    .insertInto("email_tokens")
    .values({
      token_hash: sha256(token),
      user_id: userId,
      purpose,
      email,
      expires_at: new Date(now.getTime() + hours * 3_600_000),
      used_at: null,
    })
    .execute();
  return webLink(deps, `${path}?token=${encodeURIComponent(token)}`);
}

export async function sendVerificationMail(
  deps: IdentityDeps,
  user: { id: string; email: string; displayName: string },
  now: Date,
): Promise<boolean> {
  const link = await createEmailLink(deps, "verify-email", user.id, user.email, now);
  return deps.mailer.send({
    to: user.email,
    subject: "Verify your email for Mawid",
    text: [
      `Assalamu alaikum ${user.displayName},`,
      "",
      "Please confirm your email address by opening this link:",
      link,
      "",
      "The link works for 24 hours. If you did not create a Mawid account, you can ignore this email.",
    ].join("\n"),
  });
}

/** Finds a live token of this purpose; the caller marks it used in the transaction that acts on it. */
export async function findEmailToken(
  deps: IdentityDeps,
  purpose: keyof typeof PURPOSES,
  token: string,
  now: Date,
) {
  return deps.db
    .selectFrom("email_tokens")
    .selectAll()
    .where("token_hash", "=", sha256(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
}
