import { ZSignUpRequest } from "@mawid/contracts/identity";
import Form from "antd/es/form";
import Input from "antd/es/input";
import { useI18n } from "../../shared/i18n/i18n-context";
import { toast } from "../../shared/ui/toast";
import { signUp } from "./api";
import { AccountForm, EmailField, NewPasswordFields, SubmitButton, useSubmit } from "./form-parts";
import { zodRule } from "./form-rules";
import { GoogleButton } from "./google-button";

interface Values {
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const shape = ZSignUpRequest.shape;

export function SignUpForm({ onCreated }: { onCreated: (email: string) => void }) {
  const { t, tk } = useI18n();
  const [form] = Form.useForm<Values>();
  const { busy, setBusy, onFinish } = useSubmit(
    form,
    async (values) => {
      const created = await signUp(ZSignUpRequest.parse(values));
      // When identity reports that the mail could not be sent, the account still exists: say how to get one.
      toast.success(created.verificationEmailSent ? "auth.accountCreated" : "auth.accountCreatedNoMail", 6);
      onCreated(values.email);
    },
    "auth.signUpFailed",
  );

  return (
    <AccountForm form={form} validateTrigger="onBlur" onFinish={onFinish} name="sign-up">
      <Form.Item name="displayName" label={t("auth.displayName")} rules={[zodRule(shape.displayName, tk)]}>
        <Input autoComplete="name" placeholder={t("auth.displayNamePlaceholder")} size="large" />
      </Form.Item>
      <EmailField schema={shape.email} placeholder={t("auth.emailPlaceholder")} />
      <NewPasswordFields labelKey="auth.password" schema={shape.password} />
      <SubmitButton busy={busy} label={t("auth.createAccount")} busyLabel={t("auth.creatingAccount")} />
      <GoogleButton busy={busy} onStart={() => setBusy(true)} />
    </AccountForm>
  );
}
