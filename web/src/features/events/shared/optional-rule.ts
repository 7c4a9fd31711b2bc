import type { Rule } from "antd/es/form";
import type { Schema } from "../../auth/form-rules";

/** A shared schema's check on a field the user may leave empty; the schema's words, translated. */
export function optionalRule(schema: Schema, tk: (message: string) => string): Rule {
  return {
    validator: async (_rule, value?: string) => {
      const text = value?.trim();
      if (!text) return;
      const result = schema.safeParse(text);
      if (!result.success) throw new Error(tk(result.error.issues[0]?.message ?? ""));
    },
  };
}
