/**
 * The access token lives in memory only: a script-readable store (localStorage) would hand it to any
 * injected script, while the refresh token stays in an httpOnly cookie the browser guards.
 */
let accessToken: string | null = null;

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
}
