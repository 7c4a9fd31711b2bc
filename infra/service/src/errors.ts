/**
 * Typed domain errors. Deciders and handlers throw these; the one error handler turns them into
 * the shared error body with the right status. A service adds its own codes by subclassing.
 */
export class DomainError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields?: Record<string, string>;
  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = new.target.name;
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, fields?: Record<string, string>, code = "VALIDATION_FAILED") {
    super(400, code, message, fields);
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = "Sign in to continue", code = "UNAUTHENTICATED") {
    super(401, code, message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = "You do not have permission to do this", code = "FORBIDDEN") {
    super(403, code, message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = "Not found", code = "NOT_FOUND") {
    super(404, code, message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, code = "CONFLICT") {
    super(409, code, message);
  }
}

export class PreconditionFailedError extends DomainError {
  constructor(message = "The resource changed since you read it", code = "PRECONDITION_FAILED") {
    super(412, code, message);
  }
}

export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number, code = "RATE_LIMITED") {
    super(429, code, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
