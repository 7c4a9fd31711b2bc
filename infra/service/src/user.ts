import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TAccessClaims } from "@mawid/contracts/platform";
import { ForbiddenError, UnauthenticatedError, UnavailableError } from "./errors.ts";
import { bearerToken, type TokenFailure, type TokenVerifier } from "./token-verifier.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The caller's claims, from an access token this service verified itself; null when anonymous. */
    accessClaims: TAccessClaims | null;
    /** Why the token the caller sent was not believed, when it was not. */
    tokenFailure: TokenFailure | null;
  }
}

/**
 * Every request's caller comes from the access token in its Authorization header, which the
 * service checks against identity's keys: no header the gateway or anyone else adds is believed.
 * A request without a usable token is anonymous, and routes that need a user refuse it.
 */
export function installAccessTokens(app: FastifyInstance, verifier: TokenVerifier): void {
  app.decorateRequest("accessClaims", null);
  app.decorateRequest("tokenFailure", null);
  app.addHook("onRequest", (request, _reply, done) => {
    const token = bearerToken(request.headers.authorization);
    if (token === null) return done();
    // A token with no dot is no JWT (check-in's device tokens, mdv_...): refused without a verification's cost.
    if (token === undefined || !token.includes(".")) {
      request.tokenFailure = "INVALID_TOKEN";
      return done();
    }
    const connection = request.raw.socket;
    const hit = verifier.cached(token, connection);
    if (hit !== null) {
      request.accessClaims = hit.claims;
      return done();
    }
    verifier.verify(token, connection).then(
      (verified) => {
        request.accessClaims = verified.claims;
        done();
      },
      (error: { code?: TokenFailure }) => {
        request.tokenFailure = error.code ?? "INVALID_TOKEN";
        done();
      },
    );
  });
}

/** The verified caller, or null for an anonymous request (or one whose token was refused). */
export function verifiedUser(request: FastifyRequest): TAccessClaims | null {
  return request.accessClaims;
}

export function requireUser(request: FastifyRequest): TAccessClaims {
  const user = request.accessClaims;
  if (user) return user;
  switch (request.tokenFailure) {
    case "TOKEN_EXPIRED":
      throw new UnauthenticatedError("The access token has expired", "TOKEN_EXPIRED");
    case "INVALID_TOKEN":
      throw new UnauthenticatedError("The access token is not valid", "INVALID_TOKEN");
    case "KEYS_UNAVAILABLE":
      throw new UnavailableError("Sign-in keys are unavailable; try again shortly");
    default:
      throw new UnauthenticatedError();
  }
}

export function requirePlatformAdmin(request: FastifyRequest): TAccessClaims {
  const user = requireUser(request);
  if (user.role !== "admin") throw new ForbiddenError("Only platform administrators can do this");
  return user;
}
