import { ZSignUpRequest } from "@mawid/contracts";
import Button from "antd/es/button";
import Checkbox from "antd/es/checkbox";
import Form from "antd/es/form";
import Input from "antd/es/input";
import { useState } from "react";
import { useI18n } from "../../shared/i18n/i18n-context";
import { useErrorPolicy } from "../../shared/http/use-error-policy";
import { signUp } from "./api";
import { matchesRule, zodRule } from "./form-rules";
import { GoogleButton } from "./google-button";
import { PasswordInput } from "./password-input";
import { toast } from "../../shared/ui/toast";

interface Values {
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const shape = ZSignUpRequest.shape;

export function SignUpForm({ onCreated }: { onCreated: (email: string) => void }) {
  const { t, tk } = useI18n();
  const report = useErrorPolicy();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [visible, setVisible] = useState(false);

  const onFinish = async (values: Values) => {
    setBusy(true);
    try {
      const created = (await signUp(ZSignUpRequest.parse(values))) as { verificationEmailSent?: boolean };
      // When identity reports that the mail could not be sent, the account still exists: say how to get one.
      toast.success(
        created.verificationEmailSent === false ? t("auth.accountCreatedNoMail") : t("auth.accountCreated"),
        6,
      );
      onCreated(values.email);
    } catch (error) {
      report(error, { form, fallback: "auth.signUpFailed" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      validateTrigger="onBlur"
      onFinish={onFinish}
      name="sign-up"
    >
      <Form.Item name="displayName" label={t("auth.displayName")} rules={[zodRule(shape.displayName, tk)]}>
        <Input autoComplete="name" placeholder={t("auth.displayNamePlaceholder")} size="large" />
      </Form.Item>
      <Form.Item name="email" label={t("auth.email")} rules={[zodRule(shape.email, tk)]}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t("auth.emailPlaceholder")}
          size="large"
        />
      </Form.Item>
      <Form.Item name="password" label={t("auth.password")} rules={[zodRule(shape.password, tk)]}>
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
      <Button type="primary" htmlType="submit" block size="large" disabled={busy} loading={busy}>
        {busy ? t("auth.creatingAccount") : t("auth.createAccount")}
      </Button>
      <GoogleButton busy={busy} onStart={() => setBusy(true)} />
    </Form>
  );
}
