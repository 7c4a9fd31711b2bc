import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZDevMailResponse } from "@mawid/contracts/identity";
import type { IdentityDeps } from "../../deps.ts";

/** The database outbox, for development: only with MAWID_DEV_MAIL=1, and never in production. */
export function registerGetDevMail(app: FastifyInstance, deps: IdentityDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/v1/dev/mail", { schema: { response: { 200: ZDevMailResponse } } }, async () => {
      const rows = await deps.db
        .selectFrom("dev_mails")
        .selectAll()
        .orderBy("created_at", "desc")
        .limit(50)
        .execute();
      return {
        mails: rows.map((m) => ({
          id: m.id,
          to: m.to_address,
          subject: m.subject,
          text: m.text,
          createdAt: m.created_at.toISOString(),
        })),
      };
    });
}
