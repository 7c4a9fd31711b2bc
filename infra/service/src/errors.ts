/**
 * Typed domain errors: a stable code, a human message and, for bad input, a message per field. They
 * say nothing of HTTP: deciders and use cases throw them, and each service's edge maps them to a
 * status (see error-status.ts). A service adds its own errors by subclassing one of these kinds.
 */
export class DomainError extends Error {
  readonly code: string;
  readonly fields?: Record<string, string>;
  constructor(code: string, message: string, fields?: Record<string, string>) {
    // An answer, not a fault: no stack is collected (a SOLD_OUT under an on-sale paid ~20 µs for one).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.name = new.target.name;
    this.code = code;
    this.fields = fields;
  }
}

/** The input breaks a rule. */
export class ValidationError extends DomainError {
  constructor(message: string, fields?: Record<string, string>, code = "VALIDATION_FAILED") {
    super(code, message, fields);
  }
}

/** Nobody, or nobody we can trust, is asking. */
export class UnauthenticatedError extends DomainError {
  constructor(message = "Sign in to continue", code = "UNAUTHENTICATED") {
    super(code, message);
  }
}

/** The asker may not do this. */
export class ForbiddenError extends DomainError {
  constructor(message = "You do not have permission to do this", code = "FORBIDDEN") {
    super(code, message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = "Not found", code = "NOT_FOUND") {
    super(code, message);
  }
}

/** The thing's present state refuses the change. */
export class ConflictError extends DomainError {
  constructor(message: string, code = "CONFLICT") {
    super(code, message);
  }
}

/** Too many tries; come back after the given time. */
export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number, code = "RATE_LIMITED") {
    super(code, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Something this service depends on is not set up or not reachable. */
export class UnavailableError extends DomainError {
  constructor(message: string, code = "SERVICE_UNAVAILABLE") {
    super(code, message);
  }
}
