import { TicketingErrorCode } from "@mawid/contracts/ticketing";
import type { AppError } from "../../../shared/http/app-error";
import { errorText } from "../../../shared/http/error-text";
import type { LocalText } from "../../../shared/i18n/i18n-context";
import type { MessageKey } from "../../../shared/i18n/messages/en";

type TicketingCode = (typeof TicketingErrorCode)[keyof typeof TicketingErrorCode];

/**
 * The ticketing service's codes these screens can meet, in the reader's language whatever English the
 * service wrote; its other codes (add-ons, refund policies, waitlist) read as the service's message.
 */
const TEXT_BY_CODE: Partial<Record<TicketingCode, MessageKey>> = {
  [TicketingErrorCode.soldOut]: "tk.err.soldOut",
  [TicketingErrorCode.eventNotFound]: "error.notFound",
  [TicketingErrorCode.eventNotOnSale]: "tk.err.notOnSale",
  [TicketingErrorCode.ticketTypeNotFound]: "tk.err.typeNotFound",
  [TicketingErrorCode.salesClosed]: "tk.err.salesClosed",
  [TicketingErrorCode.invalidQuantity]: "tk.err.quantity",
  [TicketingErrorCode.invalidOrder]: "tk.err.invalidOrder",
  [TicketingErrorCode.orderNotFound]: "error.notFound",
  [TicketingErrorCode.invalidOrderStatus]: "tk.err.orderStatus",
  [TicketingErrorCode.idempotencyKeyReused]: "tk.err.keyReused",
  [TicketingErrorCode.promoCodeInvalid]: "tk.err.promo",
  [TicketingErrorCode.promoCodeUsedUp]: "tk.err.promoUsedUp",
  [TicketingErrorCode.notAMember]: "error.forbidden",
  [TicketingErrorCode.insufficientRole]: "error.forbidden",
  [TicketingErrorCode.ticketNotFound]: "error.notFound",
  [TicketingErrorCode.ticketNotValid]: "tk.err.ticketNotValid",
  [TicketingErrorCode.ticketResentRecently]: "tk.err.resentRecently",
  [TicketingErrorCode.holderAddressUnknown]: "tk.err.holderAddressUnknown",
  [TicketingErrorCode.refundExceedsPayment]: "tk.err.refundExceeds",
};

/** The text of a ticketing service's code, or null for a code ticketing does not own. */
export function ticketingCodeText(error: AppError): MessageKey | null {
  return Object.hasOwn(TEXT_BY_CODE, error.code) ? (TEXT_BY_CODE[error.code as TicketingCode] ?? null) : null;
}

/** A ticketing failure's text by its code, then the shared codes, then the screen's fallback. */
export function ticketErrorText(error: AppError, fallback: MessageKey = "error.generic"): LocalText {
  return ticketingCodeText(error) ?? errorText(error, fallback);
}
