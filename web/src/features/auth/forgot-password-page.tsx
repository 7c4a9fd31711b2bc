import { ZPasswordResetRequest } from "@mawid/contracts/identity";
import Alert from "antd/es/alert";
import Form from "antd/es/form";
import { useState } from "react";
import { useI18n } from "../../shared/i18n/i18n-context";
import { AccountCard } from "./account-card";
import { requestPasswordReset } from "./api";
import { AccountForm, EmailField, SubmitButton, useSubmit } from "./form-parts";

export default function ForgotPasswordPage() {
  const { t } = useI18n();
  const [form] = Form.useForm<{ email: string }>();
  const [sent, setSent] = useState(false);
  const { busy, onFinish } = useSubmit(form, async ({ email }) => {
    await requestPasswordReset(ZPasswordResetRequest.parse({ email }).email);
    setSent(true);
  });
  return (
    <AccountCard titleKey="reset.forgotTitle" backToSignIn>
      <p className="muted">{t("reset.forgotText")}</p>
      {sent ? (
        <Alert type="success" showIcon title={t("reset.sent")} />
      ) : (
        <AccountForm form={form} name="forgot-password" onFinish={onFinish}>
          <EmailField schema={ZPasswordResetRequest.shape.email} />
          <SubmitButton busy={busy} label={t("reset.sendLink")} busyLabel={t("reset.sending")} />
        </AccountForm>
      )}
    </AccountCard>
  );
}
