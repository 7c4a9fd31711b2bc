import { ZPasswordResetRequest } from "@mawid/contracts";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Form from "antd/es/form";
import Input from "antd/es/input";
import { useState } from "react";
import { Link } from "react-router-dom";
import { useErrorPolicy } from "../../shared/http/use-error-policy";
import { useI18n } from "../../shared/i18n/i18n-context";
import { requestPasswordReset } from "./api";
import { zodRule } from "./form-rules";

export default function ForgotPasswordPage() {
  const { t, tk } = useI18n();
  const report = useErrorPolicy();
  const [form] = Form.useForm<{ email: string }>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <div className="container page narrow">
      <Card>
        <h1 className="card-title">{t("reset.forgotTitle")}</h1>
        <p className="muted">{t("reset.forgotText")}</p>
        {sent ? (
          <Alert type="success" showIcon title={t("reset.sent")} />
        ) : (
          <Form
            form={form}
            layout="vertical"
            requiredMark={false}
            name="forgot-password"
            onFinish={async ({ email }) => {
              setBusy(true);
              try {
                await requestPasswordReset(ZPasswordResetRequest.parse({ email }).email);
                setSent(true);
              } catch (error) {
                report(error, { form });
              } finally {
                setBusy(false);
              }
            }}
          >
            <Form.Item
              name="email"
              label={t("auth.email")}
              rules={[zodRule(ZPasswordResetRequest.shape.email, tk)]}
            >
              <Input type="email" autoComplete="email" size="large" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block size="large" disabled={busy} loading={busy}>
              {busy ? t("reset.sending") : t("reset.sendLink")}
            </Button>
          </Form>
        )}
        <p className="form-aside">
          <Link to="/auth">{t("reset.backToSignIn")}</Link>
        </p>
      </Card>
    </div>
  );
}
