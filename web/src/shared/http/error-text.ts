import { CheckinErrorCode } from "@mawid/contracts/checkin";
import { EventsErrorCode } from "@mawid/contracts/events";
import { IdentityErrorCode } from "@mawid/contracts/identity";
import { ErrorCode } from "@mawid/contracts/platform";
import type { LocalText } from "../i18n/i18n-context";
import type { MessageKey } from "../i18n/messages/en";
import { type AppError, BAD_RESPONSE, NETWORK } from "./app-error";

type Values<T> = T[keyof T];
type KnownCode =
  | Values<typeof ErrorCode>
  | Values<typeof IdentityErrorCode>
  | Values<typeof EventsErrorCode>
  | Values<typeof CheckinErrorCode>
  | typeof NETWORK
  | typeof BAD_RESPONSE;

/**
 * The catalogue's text for each code the web knows, so a page reads in its own language whatever
 * English the server wrote. INTERNAL is left out on purpose: a server's own failure tells the user
 * nothing they can act on, so the screen says what it was doing ('Failed to sign in').
 */
const TEXT_BY_CODE: Record<Exclude<KnownCode, typeof ErrorCode.internal>, MessageKey> = {
  [ErrorCode.validation]: "error.validation",
  [ErrorCode.unauthenticated]: "error.unauthenticated",
  [ErrorCode.forbidden]: "error.forbidden",
  [ErrorCode.notFound]: "error.notFound",
  [ErrorCode.conflict]: "error.conflict",
  [ErrorCode.concurrency]: "error.concurrency",
  [ErrorCode.preconditionFailed]: "error.preconditionFailed",
  [ErrorCode.rateLimited]: "error.rateLimited",
  [ErrorCode.payloadTooLarge]: "error.payloadTooLarge",
  [ErrorCode.unavailable]: "error.unavailable",
  [IdentityErrorCode.invalidCredentials]: "error.invalidCredentials",
  [IdentityErrorCode.tooManyAttempts]: "error.tooManyAttempts",
  [IdentityErrorCode.emailTaken]: "error.emailTaken",
  [IdentityErrorCode.emailNotVerified]: "error.emailNotVerified",
  [IdentityErrorCode.tokenInvalid]: "error.tokenInvalid",
  [IdentityErrorCode.refreshTokenReused]: "error.refreshTokenReused",
  [IdentityErrorCode.featureNotInTier]: "error.featureNotInTier",
  [IdentityErrorCode.lastOwner]: "error.lastOwner",
  [IdentityErrorCode.invitationEmailMismatch]: "error.invitationEmailMismatch",
  [IdentityErrorCode.oidcNotConfigured]: "error.oidcNotConfigured",
  [EventsErrorCode.eventNotFound]: "error.notFound",
  [EventsErrorCode.sessionNotFound]: "error.notFound",
  [EventsErrorCode.speakerNotFound]: "error.notFound",
  [EventsErrorCode.unknownSpeaker]: "error.notFound",
  [EventsErrorCode.invalidEventStatus]: "ev.invalidStatus",
  [EventsErrorCode.eventIncomplete]: "ev.incomplete",
  [EventsErrorCode.invalidEventTimes]: "ev.endBeforeStart",
  [EventsErrorCode.notAMember]: "error.forbidden",
  [EventsErrorCode.insufficientRole]: "error.forbidden",
  [EventsErrorCode.platformAdminOnly]: "error.forbidden",
  [EventsErrorCode.alreadyInSeries]: "error.conflict",
  [EventsErrorCode.seriesDateNotAfterFirst]: "error.validation",
  [EventsErrorCode.placeNeededForPrayerTime]: "ev.prayerTimesNeedVenue",
  // check-in's EVENT_NOT_FOUND and INSUFFICIENT_ROLE are the events service's codes, above
  [CheckinErrorCode.gateNotFound]: "ci.err.gateNotFound",
  [CheckinErrorCode.gateNameTaken]: "ci.err.gateNameTaken",
  [CheckinErrorCode.tooManyGates]: "ci.err.tooManyGates",
  [CheckinErrorCode.deviceNotFound]: "ci.err.deviceNotFound",
  [CheckinErrorCode.deviceNotValid]: "ci.err.deviceNotValid",
  [CheckinErrorCode.deviceNotAllowed]: "ci.err.deviceNotAllowed",
  [CheckinErrorCode.ticketNotFound]: "error.notFound",
  [CheckinErrorCode.notCheckedIn]: "ci.err.notCheckedIn",
  [NETWORK]: "error.network",
  [BAD_RESPONSE]: "error.badResponse",
};

/**
 * What to tell the user about a failure: the text for its code; for a code the web does not know,
 * the server's own message; for a server failure or no message, the screen's `fallback`.
 */
export function errorText(error: AppError, fallback: MessageKey = "error.generic"): LocalText {
  if (Object.hasOwn(TEXT_BY_CODE, error.code)) return TEXT_BY_CODE[error.code as keyof typeof TEXT_BY_CODE];
  if (error.status === null || error.status >= 500 || !error.message) return fallback;
  return { raw: error.message };
}
