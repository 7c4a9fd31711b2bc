import type { FastifyReply } from "fastify";
import type { TSignInResponse } from "@mawid/contracts/identity";
import type { IdentityConfig } from "../config.ts";
import type { IdentityDeps } from "../deps.ts";
import { ACCESS_TOKEN_SECONDS } from "../keys/signing-keys.ts";
import { toUser } from "../user/read-user.ts";
import { claimsOf } from "./access-claims.ts";

export const REFRESH_COOKIE = "mawid_refresh";
const REFRESH_COOKIE_PATH = "/api/v1/auth";

/** Secure everywhere except a plain-http loopback development URL. */
function secureCookies(config: IdentityConfig): boolean {
  const url = new URL(config.PUBLIC_URL);
  return !(url.protocol === "http:" && ["localhost", "127.0.0.1"].includes(url.hostname));
}

export function setRefreshCookie(reply: FastifyReply, config: IdentityConfig, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(config),
    maxAge: 30 * 86_400,
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: IdentityConfig): void {
  reply.clearCookie(REFRESH_COOKIE, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(config),
  });
}

export async function accessTokenFor(
  deps: IdentityDeps,
  userId: string,
  now: Date,
): Promise<TSignInResponse> {
  const { claims, user } = await claimsOf(deps.db, userId);
  return {
    accessToken: await deps.keys.sign(claims, now),
    expiresIn: ACCESS_TOKEN_SECONDS,
    user: toUser(user),
  };
}
