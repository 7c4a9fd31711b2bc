import { type Identity, tokenFromLink } from "./harness.ts";

/** The verification mail to `email` in the database outbox (identity without SMTP_URL keeps it there). */
export async function outboxMailTo(id: Identity, email: string): Promise<string> {
  const mail = (await id.ctx.db
    .selectFrom("identity.dev_mails" as never)
    .select("text" as never)
    .where("to_address" as never, "=", email as never)
    .where("subject" as never, "=", "Verify your email for Mawid" as never)
    .orderBy("created_at" as never, "desc")
    .executeTakeFirstOrThrow()) as { text: string };
  return mail.text;
}

/** Signs up, opens the mailed verification link, and signs in: how BOOTSTRAP_ADMIN_EMAIL becomes admin. */
export async function verifiedAccount(id: Identity, email: string) {
  const up = await id.signUp(email);
  if (up.statusCode !== 201) throw new Error(`sign-up failed: ${up.body}`);
  const token = tokenFromLink(await outboxMailTo(id, email), "/verify-email");
  const verified = await id.app.inject({
    method: "POST",
    url: "/api/v1/auth/verify-email",
    payload: { token },
  });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
  return id.session(email);
}
