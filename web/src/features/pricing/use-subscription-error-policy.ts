import { useCallback } from "react";
import { toAppError } from "../../shared/http/app-error";
import { useErrorPolicy } from "../../shared/http/use-error-policy";
import type { MessageKey } from "../../shared/i18n/messages/en";
import { toast } from "../../shared/ui/toast";
import { subscriptionCodeText } from "./subscription-error-text";

/** The shared error policy, with the subscription codes read first. */
export function useSubscriptionErrorPolicy() {
  const report = useErrorPolicy();
  return useCallback(
    (error: unknown, fallback: MessageKey) => {
      const text = subscriptionCodeText(toAppError(error));
      if (text) toast.error(text);
      else report(error, { fallback });
    },
    [report],
  );
}
