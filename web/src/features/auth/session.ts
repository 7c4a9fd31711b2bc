import type { TSignInResponse } from "@mawid/contracts/identity";
import { isHTTPError } from "ky";
import { setAccessToken } from "../../shared/http/token-store";
import { checkSession } from "./api";

let inFlight: Promise<TSignInResponse | null> | null = null;

/**
 * Refresh tokens rotate on every use and reusing an old one revokes the whole family, so refreshes
 * must never overlap: one at a time in this tab, and one at a time across tabs via a Web Lock
 * (after another tab rotates, the shared cookie jar already holds the new cookie).
 */
export function refreshSession(): Promise<TSignInResponse | null> {
  inFlight ??= withCrossTabLock(doRefresh).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function doRefresh(): Promise<TSignInResponse | null> {
  try {
    const session = await checkSession();
    setAccessToken(session?.accessToken ?? null);
    return session;
  } catch (error) {
    if (isHTTPError(error) && (error.response.status === 401 || error.response.status === 403)) {
      setAccessToken(null);
      return null;
    }
    throw error;
  }
}

function withCrossTabLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? locks.request("mawid-refresh", fn) : fn();
}

/** Refresh a minute before expiry, but never sooner than 10 s from now. */
export function refreshDelayMs(expiresInSeconds: number): number {
  return Math.max(10_000, expiresInSeconds * 1000 - 60_000);
}
