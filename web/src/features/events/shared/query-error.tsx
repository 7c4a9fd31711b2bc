import Alert from "antd/es/alert";
import { toAppError } from "../../../shared/http/app-error";
import { errorText } from "../../../shared/http/error-text";
import { useI18n } from "../../../shared/i18n/i18n-context";
import type { MessageKey } from "../../../shared/i18n/messages/en";

/** A failed load, in the page's language by its code, where the data would have been. */
export function QueryError({ error, fallback = "error.generic" }: { error: unknown; fallback?: MessageKey }) {
  const { say } = useI18n();
  return <Alert type="error" showIcon role="alert" title={say(errorText(toAppError(error), fallback))} />;
}
