import Button from "antd/es/button";
import Checkbox from "antd/es/checkbox";
import Form, { type FormInstance, type FormProps } from "antd/es/form";
import Input from "antd/es/input";
import { type ReactNode, useState } from "react";
import { useErrorPolicy } from "../../shared/http/use-error-policy";
import { useI18n } from "../../shared/i18n/i18n-context";
import type { MessageKey } from "../../shared/i18n/messages/en";
import { matchesRule, type Schema, zodRule } from "./form-rules";
import { PasswordInput } from "./password-input";

/** The account forms' common layout: labels above, no required asterisks. */
export function AccountForm<Values>(props: Omit<FormProps<Values>, "children"> & { children: ReactNode }) {
  return <Form<Values> layout="vertical" requiredMark={false} {...props} />;
}

/**
 * Runs a form's submission with the busy flag up and hands any failure to the one error policy.
 * `fallback` is the text shown when the server gave none.
 */
export function useSubmit<Values>(
  form: FormInstance<Values>,
  submit: (values: Values) => Promise<void>,
  fallback?: MessageKey,
) {
  const report = useErrorPolicy();
  const [busy, setBusy] = useState(false);
  const onFinish = async (values: Values) => {
    setBusy(true);
    try {
      await submit(values);
    } catch (error) {
      report(error, { form, fallback });
    } finally {
      setBusy(false);
    }
  };
  return { busy, setBusy, onFinish };
}

export function EmailField({ schema, placeholder }: { schema: Schema; placeholder?: string }) {
  const { t, tk } = useI18n();
  return (
    <Form.Item name="email" label={t("auth.email")} rules={[zodRule(schema, tk)]}>
      <Input type="email" autoComplete="email" inputMode="email" placeholder={placeholder} size="large" />
    </Form.Item>
  );
}

/** A new password twice (must match), with one checkbox that shows or hides both. */
export function NewPasswordFields({ labelKey, schema }: { labelKey: MessageKey; schema: Schema }) {
  const { t, tk } = useI18n();
  const form = Form.useFormInstance();
  const [visible, setVisible] = useState(false);
  return (
    <>
      <Form.Item name="password" label={t(labelKey)} rules={[zodRule(schema, tk)]}>
        <PasswordInput autoComplete="new-password" size="large" visible={visible} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t("auth.confirmPassword")}
        dependencies={["password"]}
        rules={[matchesRule(form, "password", t("validation.passwordsDontMatch"))]}
      >
        <PasswordInput autoComplete="new-password" size="large" visible={visible} />
      </Form.Item>
      <Form.Item>
        <Checkbox checked={visible} onChange={(e) => setVisible(e.target.checked)}>
          {t("auth.showPasswords")}
        </Checkbox>
      </Form.Item>
    </>
  );
}

/** The primary submit button, saying what it is doing while the request runs. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button type="primary" htmlType="submit" block size="large" disabled={busy} loading={busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}
