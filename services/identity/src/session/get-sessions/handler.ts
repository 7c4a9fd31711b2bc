import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZSessionsResponse } from "@mawid/contracts/identity";
import { NotFoundError, requireUser } from "@mawid/service";
import type { IdentityDeps } from "../../deps.ts";
import { REFRESH_COOKIE } from "../respond.ts";
import { revokeSession, sessionOfToken } from "../sessions.ts";

export function registerGetSessions(app: FastifyInstance, deps: IdentityDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/api/v1/auth/sessions", { schema: { response: { 200: ZSessionsResponse } } }, async (request) => {
    const { sub } = requireUser(request);
    const current = await sessionOfToken(deps.db, request.cookies[REFRESH_COOKIE]);
    const rows = await deps.db
      .selectFrom("sessions")
      .selectAll()
      .where("user_id", "=", sub)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", new Date())
      .orderBy("last_used_at", "desc")
      .execute();
    return {
      sessions: rows.map((s) => ({
        id: s.id,
        createdAt: s.created_at.toISOString(),
        lastUsedAt: s.last_used_at.toISOString(),
        userAgent: s.user_agent,
        current: s.id === current,
      })),
    };
  });

  r.delete(
    "/api/v1/auth/sessions/:id",
    { schema: { params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      const { sub } = requireUser(request);
      // Scoped to the caller: someone else's session id is simply not found.
      const revoked = await revokeSession(deps.db, request.params.id, new Date(), sub);
      if (revoked === 0) throw new NotFoundError("Session not found");
      return reply.status(204).send();
    },
  );
}
