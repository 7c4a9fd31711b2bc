import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZAcceptedResponse, ZResendVerificationRequest } from "@mawid/contracts/identity";
import type { IdentityDeps } from "../../deps.ts";
import { mailRules, takeAttempt } from "../../shared/throttle.ts";
import { sendVerificationMail } from "../email-links.ts";
import { findUserByEmail } from "../read-user.ts";

export function registerResendVerification(app: FastifyInstance, deps: IdentityDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/auth/resend-verification",
      { schema: { body: ZResendVerificationRequest, response: { 202: ZAcceptedResponse } } },
      async (request, reply) => {
        const now = new Date();
        const { email } = request.body;
        await takeAttempt(deps.db, mailRules("verify-email", email, request.ip), now);
        const user = await findUserByEmail(deps.db, email);
        if (user && !user.email_verified) {
          await sendVerificationMail(
            deps,
            { id: user.id, email: user.email, displayName: user.display_name },
            now,
          );
        }
        // The same answer whether or not the account exists, so this cannot be used to find accounts.
        return reply.status(202).send({ accepted: true });
      },
    );
}
