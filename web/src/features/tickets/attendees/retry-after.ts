import { isHTTPError } from "ky";

/** Whole minutes until a refused request may be tried again, from its Retry-After seconds; at least one. */
export function retryAfterMinutes(error: unknown): number | null {
  if (!isHTTPError(error)) return null;
  const seconds = Number(error.response.headers.get("Retry-After"));
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  return Math.max(1, Math.ceil(seconds / 60));
}
