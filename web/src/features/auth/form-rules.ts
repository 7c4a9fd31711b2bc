import type { FormInstance } from "antd/es/form";
import type { Rule } from "antd/es/form";

type Translate = (message: string) => string;

/** The part of a zod schema these rules use, so the web needs no direct zod dependency. */
export interface Schema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: Array<{ message: string }> } };
}

/** An antd rule from a shared zod schema, so web and service reject input with the same words. */
export function zodRule(schema: Schema, tk: Translate): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? "");
      if (!result.success) throw new Error(tk(result.error.issues[0]?.message ?? ""));
    },
  };
}

/** Checked on its own (not through the object schema) so it shows even while other fields are wrong. */
export function matchesRule(form: FormInstance, otherField: string, message: string): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if ((value ?? "") !== (form.getFieldValue(otherField) ?? "")) throw new Error(message);
    },
  };
}
