import type { AppError } from "../../../shared/http/app-error";
import { errorText } from "../../../shared/http/error-text";
import type { LocalText } from "../../../shared/i18n/i18n-context";
import type { MessageKey } from "../../../shared/i18n/messages/en";

/** A station with nothing to decide offline with: it never reached the service since it was opened. */
export const NO_BUNDLE = "NO_BUNDLE";

/** A station's failure in the reader's language: the web's text for its code, or the station's own. */
export function checkinErrorText(error: AppError, fallback: MessageKey = "error.generic"): LocalText {
  return error.code === NO_BUNDLE ? "ci.err.noBundle" : errorText(error, fallback);
}
