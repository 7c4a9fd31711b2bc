import { IdentityErrorCode } from "@mawid/contracts/identity";
import {
  ConflictError,
  ForbiddenError,
  RateLimitedError,
  UnauthenticatedError,
  UnavailableError,
  ValidationError,
} from "@mawid/service/errors";

/** The one message for every wrong email or password, so sign-in does not reveal who has an account. */
export class InvalidCredentialsError extends UnauthenticatedError {
  constructor() {
    super("Invalid email or password", IdentityErrorCode.invalidCredentials);
  }
}

export class TooManyAttemptsError extends RateLimitedError {
  constructor(message: string, retryAfterSeconds: number) {
    super(message, retryAfterSeconds, IdentityErrorCode.tooManyAttempts);
  }
}

export class EmailTakenError extends ConflictError {
  constructor() {
    super("An account with this email already exists", IdentityErrorCode.emailTaken);
  }
}

/** An email link (verification, reset, invitation) that is unknown, used or expired. */
export class InvalidTokenError extends ValidationError {
  constructor(message = "This link is invalid or has expired") {
    super(message, undefined, IdentityErrorCode.tokenInvalid);
  }
}

export class RefreshTokenReusedError extends UnauthenticatedError {
  constructor() {
    super(
      "This session was signed out because its refresh token was used twice; please sign in again",
      IdentityErrorCode.refreshTokenReused,
    );
  }
}

export class FeatureNotInTierError extends ForbiddenError {
  constructor(feature: string) {
    super(
      `Your organisation's subscription tier does not include ${feature}`,
      IdentityErrorCode.featureNotInTier,
    );
  }
}

export class LastOwnerError extends ConflictError {
  constructor() {
    super("An organisation must keep at least one owner", IdentityErrorCode.lastOwner);
  }
}

export class InvitationEmailMismatchError extends ForbiddenError {
  constructor() {
    super("This invitation was sent to a different email address", IdentityErrorCode.invitationEmailMismatch);
  }
}

export class OidcNotConfiguredError extends UnavailableError {
  constructor() {
    super("Google sign-in is not configured on this server", IdentityErrorCode.oidcNotConfigured);
  }
}
