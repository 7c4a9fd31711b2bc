import type { FormInstance } from "antd/es/form";
import { useCallback } from "react";
import { toAppError } from "../../../shared/http/app-error";
import { useErrorPolicy } from "../../../shared/http/use-error-policy";
import type { MessageKey } from "../../../shared/i18n/messages/en";
import { toast } from "../../../shared/ui/toast";
import { paymentsCodeText } from "./payment-error-text";

/** The shared error policy, with the payments service's own codes read first. */
export function usePaymentErrorPolicy() {
  const report = useErrorPolicy();
  return useCallback(
    (error: unknown, options: { form?: FormInstance; fallback?: MessageKey } = {}) => {
      const appError = toAppError(error);
      const text = paymentsCodeText(appError);
      if (text && !(options.form && Object.keys(appError.fields).length > 0)) {
        toast.error(text);
        return;
      }
      report(error, options);
    },
    [report],
  );
}
