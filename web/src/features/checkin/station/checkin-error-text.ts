import { CheckinErrorCode } from "@mawid/contracts/checkin";
import type { AppError } from "../../../shared/http/app-error";
import { errorText } from "../../../shared/http/error-text";
import type { LocalText } from "../../../shared/i18n/i18n-context";
import type { MessageKey } from "../../../shared/i18n/messages/en";

type CheckinCode = (typeof CheckinErrorCode)[keyof typeof CheckinErrorCode];

/** A station with nothing to decide offline with: it never reached the service since it was opened. */
export const NO_BUNDLE = "NO_BUNDLE";

/** The check-in service's codes in the reader's language, whatever English the service wrote. */
const TEXT_BY_CODE: Record<CheckinCode | typeof NO_BUNDLE, MessageKey> = {
  [CheckinErrorCode.eventNotFound]: "error.notFound",
  [CheckinErrorCode.gateNotFound]: "ci.err.gateNotFound",
  [CheckinErrorCode.gateNameTaken]: "ci.err.gateNameTaken",
  [CheckinErrorCode.tooManyGates]: "ci.err.tooManyGates",
  [CheckinErrorCode.deviceNotFound]: "ci.err.deviceNotFound",
  [CheckinErrorCode.deviceNotValid]: "ci.err.deviceNotValid",
  [CheckinErrorCode.deviceNotAllowed]: "ci.err.deviceNotAllowed",
  [CheckinErrorCode.ticketNotFound]: "error.notFound",
  [CheckinErrorCode.notCheckedIn]: "ci.err.notCheckedIn",
  [CheckinErrorCode.insufficientRole]: "error.forbidden",
  [NO_BUNDLE]: "ci.err.noBundle",
};

export function checkinErrorText(error: AppError, fallback: MessageKey = "error.generic"): LocalText {
  return Object.hasOwn(TEXT_BY_CODE, error.code)
    ? TEXT_BY_CODE[error.code as CheckinCode]
    : errorText(error, fallback);
}
