import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZVerifyEmailRequest, ZVerifyEmailResponse } from "@mawid/contracts/identity";
import { commandMeta } from "@mawid/service";
import { typed } from "../../db/schema.ts";
import type { IdentityDeps } from "../../deps.ts";
import { InvalidTokenError } from "../../errors.ts";
import { findEmailToken } from "../email-links.ts";
import { grantBootstrapAdmin } from "../grant-admin.ts";
import { handleUserCommand } from "../handle.ts";
import { getUser, toUser } from "../read-user.ts";

export function registerVerifyEmail(app: FastifyInstance, deps: IdentityDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/auth/verify-email",
      { schema: { body: ZVerifyEmailRequest, response: { 200: ZVerifyEmailResponse } } },
      async (request) => {
        const now = new Date();
        const token = await findEmailToken(deps, "verify-email", request.body.token, now);
        if (!token) throw new InvalidTokenError();
        const meta = commandMeta(request, now);
        await handleUserCommand(
          deps.db,
          token.user_id,
          { type: "VerifyEmail", email: token.email, at: now.toISOString() },
          meta,
          async (trx) => {
            const used = await typed(trx)
              .updateTable("email_tokens")
              .set({ used_at: now })
              .where("token_hash", "=", token.token_hash)
              .where("used_at", "is", null)
              .executeTakeFirst();
            if (used.numUpdatedRows === 0n) throw new InvalidTokenError();
          },
        );
        if (token.email === deps.config.BOOTSTRAP_ADMIN_EMAIL)
          await grantBootstrapAdmin(deps.db, token.email, meta);
        return { user: toUser(await getUser(deps.db, token.user_id)) };
      },
    );
}
