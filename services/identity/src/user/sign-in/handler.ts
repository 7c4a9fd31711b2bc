import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZSignInRequest, ZSignInResponse } from "@mawid/contracts/identity";
import type { IdentityDeps } from "../../deps.ts";
import { InvalidCredentialsError } from "../../errors.ts";
import { accessTokenFor, setRefreshCookie } from "../../session/respond.ts";
import { createSession } from "../../session/sessions.ts";
import { DUMMY_HASH, verifyPassword } from "../../shared/secrets.ts";
import { signInRules, signInSucceeded, takeAttempt } from "../../shared/throttle.ts";
import { findUserByEmail } from "../read-user.ts";
import { upgradeHashIfWeak } from "./upgrade-hash.ts";

export function registerSignIn(app: FastifyInstance, deps: IdentityDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/auth/sign-in",
      { schema: { body: ZSignInRequest, response: { 200: ZSignInResponse } } },
      async (request, reply) => {
        const now = new Date();
        const { email, password } = request.body;
        // Counted before the password is checked, so parallel guesses cannot all slip under the limit.
        await takeAttempt(deps.db, signInRules(email, request.ip), now);
        const user = await findUserByEmail(deps.db, email);
        const credentials = user
          ? await deps.db
              .selectFrom("credentials")
              .select("password_hash")
              .where("user_id", "=", user.id)
              .executeTakeFirst()
          : undefined;
        // Always pay for one hash, so a missing account answers as slowly as a wrong password.
        const matches = await verifyPassword(password, credentials?.password_hash ?? DUMMY_HASH);
        if (!user || !credentials || !matches) throw new InvalidCredentialsError();
        await signInSucceeded(deps.db, email, request.ip, now);
        await upgradeHashIfWeak(deps.db, user.id, password, credentials.password_hash, now);
        const session = await createSession(deps.db, user.id, request.headers["user-agent"] ?? null, now);
        setRefreshCookie(reply, deps.config, session.refreshToken);
        return accessTokenFor(deps, user.id, now);
      },
    );
}
