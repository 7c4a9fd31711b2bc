import { NETWORK, toAppError } from "../../../shared/http/app-error";

/**
 * Whether a failure means the service could not answer (no network, a timeout, the gateway unable
 * to reach check-in), so the station decides for itself, rather than an answer to act on.
 */
export function isUnreachable(error: unknown): boolean {
  const { code, status } = toAppError(error);
  return code === NETWORK || (status !== null && status >= 500);
}
