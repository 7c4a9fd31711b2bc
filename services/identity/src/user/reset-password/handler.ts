import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZAcceptedResponse, ZPasswordResetConfirm, ZPasswordResetRequest } from "@mawid/contracts/identity";
import { commandMeta } from "@mawid/service";
import { typed } from "../../db/schema.ts";
import type { IdentityDeps } from "../../deps.ts";
import { InvalidTokenError } from "../../errors.ts";
import { revokeAllSessions } from "../../session/sessions.ts";
import { hashPassword } from "../../shared/secrets.ts";
import { clearSignInAttempts, mailRules, resetConfirmRules, takeAttempt } from "../../shared/throttle.ts";
import { createEmailLink, findEmailToken } from "../email-links.ts";
import { handleUserCommand } from "../handle.ts";
import { findUserByEmail } from "../read-user.ts";

export function registerResetPassword(app: FastifyInstance, deps: IdentityDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/v1/auth/password-reset",
    { schema: { body: ZPasswordResetRequest, response: { 202: ZAcceptedResponse } } },
    async (request, reply) => {
      const now = new Date();
      const { email } = request.body;
      await takeAttempt(deps.db, mailRules("reset-password", email, request.ip), now);
      const user = await findUserByEmail(deps.db, email);
      if (user) {
        const link = await createEmailLink(deps, "reset-password", user.id, user.email, now);
        await deps.mailer.send({
          to: user.email,
          subject: "Reset your Mawid password",
          text: [
            `Assalamu alaikum ${user.display_name},`,
            "",
            "Someone (hopefully you) asked to reset your password. Choose a new one here:",
            link,
            "",
            "The link works for one hour. If you did not ask for this, ignore this email; your password stays the same.",
          ].join("\n"),
        });
      }
      return reply.status(202).send({ accepted: true });
    },
  );

  r.post(
    "/api/v1/auth/password-reset/confirm",
    { schema: { body: ZPasswordResetConfirm } },
    async (request, reply) => {
      const now = new Date();
      await takeAttempt(deps.db, resetConfirmRules(request.ip), now);
      const token = await findEmailToken(deps, "reset-password", request.body.token, now);
      if (!token) throw new InvalidTokenError();
      const passwordHash = await hashPassword(request.body.password);
      await handleUserCommand(
        deps.db,
        token.user_id,
        { type: "ChangePassword", at: now.toISOString() },
        commandMeta(request, now),
        async (trx) => {
          const db = typed(trx);
          const used = await db
            .updateTable("email_tokens")
            .set({ used_at: now })
            .where("token_hash", "=", token.token_hash)
            .where("used_at", "is", null)
            .executeTakeFirst();
          if (used.numUpdatedRows === 0n) throw new InvalidTokenError();
          await db
            .insertInto("credentials")
            .values({ user_id: token.user_id, password_hash: passwordHash, updated_at: now })
            .onConflict((oc) =>
              oc.column("user_id").doUpdateSet({ password_hash: passwordHash, updated_at: now }),
            )
            .execute();
          // Whoever knew the old password is signed out everywhere.
          await revokeAllSessions(db, token.user_id, now);
        },
      );
      await clearSignInAttempts(deps.db, token.email);
      return reply.status(204).send();
    },
  );
}
