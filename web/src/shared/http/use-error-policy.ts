import type { FormInstance } from "antd/es/form";
import { useCallback } from "react";
import { useI18n } from "../i18n/i18n-context";
import type { MessageKey } from "../i18n/messages/en";
import { logger } from "../logger/logger";
import { toast } from "../ui/toast";
import { toAppError } from "./app-error";
import { errorText } from "./error-text";

export interface ReportOptions {
  /** Field errors from `error.fields` are shown on this form's fields. */
  form?: FormInstance;
  /** The screen's own text for a failure the code does not explain (the brief's 'Failed to ...'). */
  fallback?: MessageKey;
}

/**
 * The one error policy: field errors go onto the form (the seed's English texts, translated by
 * text), everything else becomes one toast whose text follows the error's code, and failures that
 * are not the user's are logged for the team.
 */
export function useErrorPolicy() {
  const { tk } = useI18n();
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
      toast.error(errorText(appError, options.fallback));
    },
    [tk],
  );
}
