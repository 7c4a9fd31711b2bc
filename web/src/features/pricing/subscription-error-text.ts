import { SubscriptionErrorCode } from "@mawid/contracts/payments";
import type { AppError } from "../../shared/http/app-error";
import type { MessageKey } from "../../shared/i18n/messages/en";

type SubscriptionCode = (typeof SubscriptionErrorCode)[keyof typeof SubscriptionErrorCode];

const TEXT_BY_CODE: Record<SubscriptionCode, MessageKey> = {
  [SubscriptionErrorCode.subscriptionActive]: "subscribe.err.active",
  [SubscriptionErrorCode.subscriptionNotActive]: "subscribe.err.notActive",
  [SubscriptionErrorCode.subscriptionNotFound]: "subscribe.err.notFound",
};

/** The text of a subscription code, or null for a code the shared policy explains. */
export function subscriptionCodeText(error: AppError): MessageKey | null {
  return Object.hasOwn(TEXT_BY_CODE, error.code) ? TEXT_BY_CODE[error.code as SubscriptionCode] : null;
}
