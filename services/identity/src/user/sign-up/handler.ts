import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZSignUpRequest, ZSignUpResponse } from "@mawid/contracts/identity";
import { commandMeta } from "@mawid/service";
import { typed } from "../../db/schema.ts";
import type { IdentityDeps } from "../../deps.ts";
import { EmailTakenError } from "../../errors.ts";
import { isUniqueViolation } from "../../shared/pg-errors.ts";
import { hashPassword } from "../../shared/secrets.ts";
import { signUpRules, takeAttempt } from "../../shared/throttle.ts";
import { sendVerificationMail } from "../email-links.ts";
import { handleUserCommand } from "../handle.ts";
import { findUserByEmail, getUser, toUser } from "../read-user.ts";

export function registerSignUp(app: FastifyInstance, deps: IdentityDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/auth/sign-up",
      { schema: { body: ZSignUpRequest, response: { 201: ZSignUpResponse } } },
      async (request, reply) => {
        const now = new Date();
        const { email, password, displayName } = request.body;
        await takeAttempt(deps.db, signUpRules(request.ip), now);
        if (await findUserByEmail(deps.db, email)) throw new EmailTakenError();
        const userId = randomUUID();
        const passwordHash = await hashPassword(password);
        try {
          await handleUserCommand(
            deps.db,
            userId,
            {
              type: "RegisterUser",
              userId,
              email,
              displayName,
              method: "password",
              emailVerified: false,
              // Even BOOTSTRAP_ADMIN_EMAIL waits for its verification (user/verify-email).
              grantAdmin: false,
              at: now.toISOString(),
            },
            commandMeta(request, now),
            async (trx) => {
              await typed(trx)
                .insertInto("credentials")
                .values({ user_id: userId, password_hash: passwordHash, updated_at: now })
                .execute();
            },
          );
        } catch (error) {
          if (isUniqueViolation(error)) throw new EmailTakenError();
          throw error;
        }
        const verificationEmailSent = await sendVerificationMail(
          deps,
          { id: userId, email, displayName },
          now,
        );
        const user = toUser(await getUser(deps.db, userId));
        return reply.status(201).send({ user, verificationEmailSent });
      },
    );
}
