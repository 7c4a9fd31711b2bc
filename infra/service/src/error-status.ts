import {
  ConflictError,
  type DomainError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
  UnavailableError,
  ValidationError,
} from "./errors.ts";

/** A service's own statuses for errors of its own (by class or code); undefined leaves the kinds' defaults. */
export type ErrorStatusMapper = (error: DomainError) => number | undefined;

const KINDS: ReadonlyArray<[abstract new (...args: never[]) => DomainError, number]> = [
  [ValidationError, 400],
  [UnauthenticatedError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [RateLimitedError, 429],
  [UnavailableError, 503],
];

/**
 * The HTTP status of a domain error at a service's edge: the service's own mapping first, then the
 * kind it subclasses. A domain error of no known kind is a refusal of the request: 400.
 */
export function statusOf(error: DomainError, own?: ErrorStatusMapper): number {
  const mapped = own?.(error);
  if (mapped !== undefined) return mapped;
  for (const [kind, status] of KINDS) if (error instanceof kind) return status;
  return 400;
}
