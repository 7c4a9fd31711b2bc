import { ZResendVerificationRequest } from "@mawid/contracts/identity";
import Button from "antd/es/button";
import Form from "antd/es/form";
import { useI18n } from "../../shared/i18n/i18n-context";
import { toast } from "../../shared/ui/toast";
import { resendVerification } from "./api";
import { AccountForm, EmailField, useSubmit } from "./form-parts";

export function ResendVerificationForm({ initialEmail }: { initialEmail?: string }) {
  const { t } = useI18n();
  const [form] = Form.useForm<{ email: string }>();
  const { busy, onFinish } = useSubmit(form, async ({ email }) => {
    await resendVerification(ZResendVerificationRequest.parse({ email }).email);
    toast.success("verify.resent");
  });
  return (
    <AccountForm
      form={form}
      initialValues={{ email: initialEmail ?? "" }}
      name="resend-verification"
      onFinish={onFinish}
    >
      <h2 className="form-heading">{t("verify.resendTitle")}</h2>
      <EmailField schema={ZResendVerificationRequest.shape.email} />
      <Button htmlType="submit" block size="large" loading={busy}>
        {t("verify.resendButton")}
      </Button>
    </AccountForm>
  );
}
