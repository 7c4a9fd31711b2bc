import { IdentityErrorCode, ZNewPassword } from "@mawid/contracts/identity";
import Alert from "antd/es/alert";
import Form from "antd/es/form";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { toAppError } from "../../shared/http/app-error";
import { useI18n } from "../../shared/i18n/i18n-context";
import { toast } from "../../shared/ui/toast";
import { AccountCard } from "./account-card";
import { confirmPasswordReset } from "./api";
import { AccountForm, NewPasswordFields, SubmitButton, useSubmit } from "./form-parts";

interface Values {
  password: string;
  confirmPassword: string;
}

/** The link is spent or was never valid. */
function isInvalidLink(error: unknown): boolean {
  return toAppError(error).code === IdentityErrorCode.tokenInvalid;
}

export default function ResetPasswordPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token");
  const [form] = Form.useForm<Values>();
  const [invalidLink, setInvalidLink] = useState(!token);
  const { busy, onFinish } = useSubmit(form, async (values) => {
    if (!token) return;
    try {
      await confirmPasswordReset({ token, ...values });
    } catch (error) {
      if (!isInvalidLink(error)) throw error;
      setInvalidLink(true);
      return;
    }
    toast.success("reset.done");
    navigate("/auth", { replace: true });
  });

  return (
    <AccountCard titleKey="reset.newTitle" backToSignIn>
      {invalidLink ? (
        <Alert
          type="warning"
          showIcon
          title={t("reset.invalidLink")}
          action={<Link to="/forgot-password">{t("reset.sendLink")}</Link>}
        />
      ) : (
        <AccountForm form={form} validateTrigger="onBlur" onFinish={onFinish} name="reset-password">
          <NewPasswordFields labelKey="reset.newPassword" schema={ZNewPassword} />
          <SubmitButton busy={busy} label={t("reset.save")} busyLabel={t("reset.saving")} />
        </AccountForm>
      )}
    </AccountCard>
  );
}
