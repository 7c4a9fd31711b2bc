import type { FormInstance } from "antd/es/form";
import { useCallback } from "react";
import { useI18n } from "../i18n/i18n-context";
import type { MessageKey } from "../i18n/messages/en";
import { logger } from "../logger/logger";
import { toAppError } from "./app-error";
import { toast } from "../ui/toast";

export interface ReportOptions {
  /** Field errors from `error.fields` are shown on this form's fields. */
  form?: FormInstance;
  /** Shown when the server gave no message (the brief's 'Failed to ...' texts). */
  fallback?: MessageKey;
}

/**
 * The one error policy: field errors go onto the form, everything else becomes one toast, using the
 * server's message when it sent one, and server failures are logged for the team.
 */
export function useErrorPolicy() {
  const { t, tk } = useI18n();
  return useCallback(
    (error: unknown, options: ReportOptions = {}) => {
      const appError = toAppError(error);
      const fieldEntries = Object.entries(appError.fields);
      if (options.form && fieldEntries.length > 0) {
        options.form.setFields(fieldEntries.map(([name, text]) => ({ name, errors: [tk(text)] })));
        return;
      }
      if (appError.status === null || appError.status >= 500) {
        logger.error("Request failed", {
          code: appError.code,
          status: appError.status,
          message: appError.message,
        });
      }
      const text =
        appError.code === "NETWORK"
          ? t("error.network")
          : appError.status === 429
            ? (appError.message ?? t("error.rateLimited"))
            : appError.message
              ? tk(appError.message)
              : t(options.fallback ?? "error.generic");
      toast.error(text);
    },
    [t, tk],
  );
}
