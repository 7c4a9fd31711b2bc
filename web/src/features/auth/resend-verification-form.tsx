import { ZResendVerificationRequest } from "@mawid/contracts";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import { useState } from "react";
import { useErrorPolicy } from "../../shared/http/use-error-policy";
import { useI18n } from "../../shared/i18n/i18n-context";
import { resendVerification } from "./api";
import { zodRule } from "./form-rules";
import { toast } from "../../shared/ui/toast";

export function ResendVerificationForm({ initialEmail }: { initialEmail?: string }) {
  const { t, tk } = useI18n();
  const report = useErrorPolicy();
  const [form] = Form.useForm<{ email: string }>();
  const [busy, setBusy] = useState(false);
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: initialEmail ?? "" }}
      name="resend-verification"
      onFinish={async ({ email }) => {
        setBusy(true);
        try {
          await resendVerification(ZResendVerificationRequest.parse({ email }).email);
          toast.success(t("verify.resent"));
        } catch (error) {
          report(error, { form });
        } finally {
          setBusy(false);
        }
      }}
    >
      <h2 className="form-heading">{t("verify.resendTitle")}</h2>
      <Form.Item
        name="email"
        label={t("auth.email")}
        rules={[zodRule(ZResendVerificationRequest.shape.email, tk)]}
      >
        <Input type="email" autoComplete="email" size="large" />
      </Form.Item>
      <Button htmlType="submit" block size="large" loading={busy}>
        {t("verify.resendButton")}
      </Button>
    </Form>
  );
}
