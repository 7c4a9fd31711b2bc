import { PaymentsErrorCode } from "@mawid/contracts/payments";
import type { AppError } from "../../../shared/http/app-error";
import { errorText } from "../../../shared/http/error-text";
import type { LocalText } from "../../../shared/i18n/i18n-context";
import type { MessageKey } from "../../../shared/i18n/messages/en";

type PaymentsCode = (typeof PaymentsErrorCode)[keyof typeof PaymentsErrorCode];

/** The payments service's codes these screens can meet, in the reader's language. */
const TEXT_BY_CODE: Partial<Record<PaymentsCode, MessageKey>> = {
  [PaymentsErrorCode.orderNotFound]: "pay.err.orderNotFound",
  [PaymentsErrorCode.organizationNotFound]: "pay.err.organizationNotFound",
  [PaymentsErrorCode.orderNotPayable]: "pay.err.orderNotPayable",
  [PaymentsErrorCode.paymentNotFound]: "pay.err.paymentNotFound",
  [PaymentsErrorCode.giftAidInvalid]: "pay.err.giftAid",
  [PaymentsErrorCode.providerUnavailable]: "pay.err.provider",
  [PaymentsErrorCode.noReceipt]: "pay.err.noReceipt",
};

/** The text of a payments service's code, or null for a code payments does not own. */
export function paymentsCodeText(error: AppError): MessageKey | null {
  return Object.hasOwn(TEXT_BY_CODE, error.code) ? (TEXT_BY_CODE[error.code as PaymentsCode] ?? null) : null;
}

/** A payments failure's text by its code, then the shared codes, then the screen's fallback. */
export function paymentErrorText(error: AppError, fallback: MessageKey = "error.generic"): LocalText {
  return paymentsCodeText(error) ?? errorText(error, fallback);
}
