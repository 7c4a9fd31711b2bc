import MailOutlined from "@ant-design/icons/MailOutlined";
import Button from "antd/es/button";
import Result from "antd/es/result";
import { useState } from "react";
import { useErrorPolicy } from "../../shared/http/use-error-policy";
import { useI18n } from "../../shared/i18n/i18n-context";
import { resendVerification } from "./api";
import { toast } from "../../shared/ui/toast";

/** Shown by the guard on pages that need a verified address (publishing and selling). */
export function VerifyRequiredPanel({ email }: { email: string }) {
  const { t } = useI18n();
  const report = useErrorPolicy();
  const [busy, setBusy] = useState(false);
  return (
    <div className="container page">
      <Result
        icon={<MailOutlined />}
        title={<h1 className="result-title">{t("verify.title")}</h1>}
        subTitle={t("verify.required")}
        extra={
          <Button
            type="primary"
            loading={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await resendVerification(email);
                toast.success("verify.resent");
              } catch (error) {
                report(error);
              } finally {
                setBusy(false);
              }
            }}
          >
            {t("verify.resendButton")}
          </Button>
        }
      />
    </div>
  );
}
