import type { FastifyRequest } from "fastify";
import { type TAccessClaims, VERIFIED_USER_HEADER, ZAccessClaims } from "@mawid/contracts/platform";
import { ForbiddenError, UnauthenticatedError } from "./errors.ts";

/**
 * The user the gateway verified, passed as base64url JSON. The gateway strips this header from
 * client requests, so only it can set it; services listen on a private network.
 */
export function verifiedUser(request: FastifyRequest): TAccessClaims | null {
  const raw = request.headers[VERIFIED_USER_HEADER];
  if (typeof raw !== "string" || raw.length === 0) return null;
  try {
    const parsed = ZAccessClaims.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function requireUser(request: FastifyRequest): TAccessClaims {
  const user = verifiedUser(request);
  if (!user) throw new UnauthenticatedError();
  return user;
}

export function requirePlatformAdmin(request: FastifyRequest): TAccessClaims {
  const user = requireUser(request);
  if (user.role !== "admin") throw new ForbiddenError("Only platform administrators can do this");
  return user;
}

export function encodeVerifiedUser(claims: TAccessClaims): string {
  return Buffer.from(JSON.stringify(claims), "utf8").toString("base64url");
}
