import { ZSignInRequest } from "@mawid/contracts/identity";
import Form from "antd/es/form";
import { useState } from "react";
import { Link } from "react-router-dom";
import { useI18n } from "../../shared/i18n/i18n-context";
import { toast } from "../../shared/ui/toast";
import { useAuth } from "./auth-context";
import { AccountForm, EmailField, SubmitButton, useSubmit } from "./form-parts";
import { zodRule } from "./form-rules";
import { GoogleButton } from "./google-button";
import { PasswordInput } from "./password-input";

interface Values {
  email: string;
  password: string;
}

export function SignInForm({ initialEmail }: { initialEmail?: string }) {
  const { t, tk } = useI18n();
  const { signIn } = useAuth();
  const [form] = Form.useForm<Values>();
  const [visible, setVisible] = useState(false);
  const { busy, setBusy, onFinish } = useSubmit(
    form,
    async (values) => {
      await signIn(ZSignInRequest.parse(values));
      toast.success("auth.welcomeBack");
    },
    "auth.signInFailed",
  );

  return (
    <AccountForm
      form={form}
      validateTrigger="onBlur"
      initialValues={{ email: initialEmail ?? "", password: "" }}
      onFinish={onFinish}
      name="sign-in"
    >
      <EmailField schema={ZSignInRequest.shape.email} placeholder={t("auth.emailPlaceholder")} />
      <Form.Item
        name="password"
        label={t("auth.password")}
        rules={[zodRule(ZSignInRequest.shape.password, tk)]}
      >
        <PasswordInput
          autoComplete="current-password"
          size="large"
          visible={visible}
          onToggle={() => setVisible((v) => !v)}
        />
      </Form.Item>
      <div className="form-aside">
        <Link to="/forgot-password">{t("auth.forgotPassword")}</Link>
      </div>
      <SubmitButton busy={busy} label={t("auth.signInButton")} busyLabel={t("auth.signingIn")} />
      <GoogleButton busy={busy} onStart={() => setBusy(true)} />
    </AccountForm>
  );
}
