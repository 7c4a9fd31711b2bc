import { ZNewPassword } from "@mawid/contracts";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Checkbox from "antd/es/checkbox";
import Form from "antd/es/form";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { toAppError } from "../../shared/http/app-error";
import { useErrorPolicy } from "../../shared/http/use-error-policy";
import { useI18n } from "../../shared/i18n/i18n-context";
import { confirmPasswordReset } from "./api";
import { matchesRule, zodRule } from "./form-rules";
import { PasswordInput } from "./password-input";
import { toast } from "../../shared/ui/toast";

interface Values {
  password: string;
  confirmPassword: string;
}

export default function ResetPasswordPage() {
  const { t, tk } = useI18n();
  const report = useErrorPolicy();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token");
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [visible, setVisible] = useState(false);
  const [invalidLink, setInvalidLink] = useState(!token);

  const onFinish = async (values: Values) => {
    if (!token) return;
    setBusy(true);
    try {
      await confirmPasswordReset({ token, ...values });
      toast.success(t("reset.done"));
      navigate("/auth", { replace: true });
    } catch (error) {
      const { fields, status } = toAppError(error);
      if (status === 400 && !fields.password && !fields.confirmPassword) setInvalidLink(true);
      else report(error, { form });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container page narrow">
      <Card>
        <h1 className="card-title">{t("reset.newTitle")}</h1>
        {invalidLink ? (
          <Alert
            type="warning"
            showIcon
            title={t("reset.invalidLink")}
            action={<Link to="/forgot-password">{t("reset.sendLink")}</Link>}
          />
        ) : (
          <Form
            form={form}
            layout="vertical"
            requiredMark={false}
            validateTrigger="onBlur"
            onFinish={onFinish}
            name="reset-password"
          >
            <Form.Item name="password" label={t("reset.newPassword")} rules={[zodRule(ZNewPassword, tk)]}>
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
              {busy ? t("reset.saving") : t("reset.save")}
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
