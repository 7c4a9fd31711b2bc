import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type TSignInResponse, ZSessionCheckResponse, ZSignInResponse } from "@mawid/contracts/identity";
import { UnauthenticatedError } from "@mawid/service";
import type { IdentityDeps } from "../../deps.ts";
import { accessTokenFor, clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from "../respond.ts";
import { rotateRefreshToken } from "../sessions.ts";

/**
 * Two doors to one rotation. `refresh` is for a caller that believes it holds a session, so no
 * cookie is a 401. `session` is the web's check on every page load, where no cookie is the
 * ordinary answer for a visitor and must not show up as a failed request; a cookie that is bad,
 * expired or reused is still a 401 on both.
 */
export function registerRefreshSession(app: FastifyInstance, deps: IdentityDeps): void {
  async function rotate(presented: string, reply: FastifyReply): Promise<TSignInResponse> {
    const now = new Date();
    try {
      const rotated = await rotateRefreshToken(
        deps.db,
        presented,
        now,
        deps.config.REFRESH_REUSE_GRACE_SECONDS * 1000,
      );
      setRefreshCookie(reply, deps.config, rotated.refreshToken);
      return await accessTokenFor(deps, rotated.userId, now);
    } catch (error) {
      clearRefreshCookie(reply, deps.config);
      throw error;
    }
  }

  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    "/api/v1/auth/refresh",
    { schema: { response: { 200: ZSignInResponse } } },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      if (!presented) throw new UnauthenticatedError("You are not signed in");
      return rotate(presented, reply);
    },
  );
  typed.post(
    "/api/v1/auth/session",
    { schema: { response: { 200: ZSessionCheckResponse } } },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      return { session: presented ? await rotate(presented, reply) : null };
    },
  );
}
