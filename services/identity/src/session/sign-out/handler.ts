import type { FastifyInstance } from "fastify";
import { requireUser } from "@mawid/service";
import type { IdentityDeps } from "../../deps.ts";
import { clearRefreshCookie, REFRESH_COOKIE } from "../respond.ts";
import { revokeAllSessions, revokeSession, sessionOfToken } from "../sessions.ts";

export function registerSignOut(app: FastifyInstance, deps: IdentityDeps): void {
  // Works from the cookie alone: an expired access token must not keep anyone from signing out.
  app.post("/api/v1/auth/sign-out", async (request, reply) => {
    const sessionId = await sessionOfToken(deps.db, request.cookies[REFRESH_COOKIE]);
    if (sessionId) await revokeSession(deps.db, sessionId, new Date());
    clearRefreshCookie(reply, deps.config);
    return reply.status(204).send();
  });

  app.post("/api/v1/auth/sign-out-everywhere", async (request, reply) => {
    const { sub } = requireUser(request);
    await revokeAllSessions(deps.db, sub, new Date());
    clearRefreshCookie(reply, deps.config);
    return reply.status(204).send();
  });
}
