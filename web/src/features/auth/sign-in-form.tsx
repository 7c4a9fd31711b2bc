import { ZSignInRequest } from "@mawid/contracts";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import { useState } from "react";
import { Link } from "react-router-dom";
import { useI18n } from "../../shared/i18n/i18n-context";
import { useErrorPolicy } from "../../shared/http/use-error-policy";
import { useAuth } from "./auth-context";
import { zodRule } from "./form-rules";
import { GoogleButton } from "./google-button";
import { PasswordInput } from "./password-input";
import { toast } from "../../shared/ui/toast";

interface Values {
  email: string;
  password: string;
}

export function SignInForm({ initialEmail }: { initialEmail?: string }) {
  const { t, tk } = useI18n();
  const { signIn } = useAuth();
  const report = useErrorPolicy();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [visible, setVisible] = useState(false);

  const onFinish = async (values: Values) => {
    setBusy(true);
    try {
      await signIn(ZSignInRequest.parse(values));
      toast.success(t("auth.welcomeBack"));
    } catch (error) {
      report(error, { form, fallback: "auth.signInFailed" });
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
      initialValues={{ email: initialEmail ?? "", password: "" }}
      onFinish={onFinish}
      name="sign-in"
    >
      <Form.Item name="email" label={t("auth.email")} rules={[zodRule(ZSignInRequest.shape.email, tk)]}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t("auth.emailPlaceholder")}
          size="large"
        />
      </Form.Item>
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
      <Button type="primary" htmlType="submit" block size="large" disabled={busy} loading={busy}>
        {busy ? t("auth.signingIn") : t("auth.signInButton")}
      </Button>
      <GoogleButton busy={busy} onStart={() => setBusy(true)} />
    </Form>
  );
}
