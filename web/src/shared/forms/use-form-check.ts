import type { FormInstance } from "antd/es/form";
import { useCallback } from "react";
import type { z } from "zod";
import { useI18n } from "../i18n/i18n-context";

/**
 * Checks a form's values with a contracts schema before anything is sent: the parsed request, or
 * null with each refusal shown on its field in the page's language (the contracts' English texts,
 * translated by text, as the error policy shows the server's).
 */
export function useFormCheck() {
  const { tk } = useI18n();
  return useCallback(
    <S extends z.ZodType>(schema: S, value: unknown, form: FormInstance): z.output<S> | null => {
      const checked = schema.safeParse(value);
      if (checked.success) return checked.data;
      form.setFields(
        checked.error.issues.map((issue) => ({
          // the whole path, so a nested field (a price phase's price) gets its own message
          name: issue.path as (string | number)[],
          errors: [tk(issue.message)],
        })),
      );
      return null;
    },
    [tk],
  );
}
