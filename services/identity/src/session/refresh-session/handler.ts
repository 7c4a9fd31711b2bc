import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZSignInResponse } from "@mawid/contracts/identity";
import { UnauthenticatedError } from "@mawid/service";
import type { IdentityDeps } from "../../deps.ts";
import { accessTokenFor, clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from "../respond.ts";
import { rotateRefreshToken } from "../sessions.ts";

export function registerRefreshSession(app: FastifyInstance, deps: IdentityDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/auth/refresh",
      { schema: { response: { 200: ZSignInResponse } } },
      async (request, reply) => {
        const now = new Date();
        const presented = request.cookies[REFRESH_COOKIE];
        if (!presented) throw new UnauthenticatedError("You are not signed in");
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
      },
    );
}
