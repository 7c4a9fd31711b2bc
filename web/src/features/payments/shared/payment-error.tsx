import Alert from "antd/es/alert";
import { toAppError } from "../../../shared/http/app-error";
import { useI18n } from "../../../shared/i18n/i18n-context";
import type { MessageKey } from "../../../shared/i18n/messages/en";
import { paymentErrorText } from "./payment-error-text";

/** A failure shown where the data would have been, in the page's language by its code. */
export function PaymentError({ error, fallback }: { error: unknown; fallback?: MessageKey }) {
  const { say } = useI18n();
  return (
    <Alert type="error" showIcon role="alert" title={say(paymentErrorText(toAppError(error), fallback))} />
  );
}
