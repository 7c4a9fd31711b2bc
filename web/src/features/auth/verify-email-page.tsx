import Result from "antd/es/result";
import Spin from "antd/es/spin";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useI18n } from "../../shared/i18n/i18n-context";
import { ButtonLink } from "../../shared/ui/button-link";
import { AccountCard } from "./account-card";
import { verifyEmail } from "./api";
import { useAuth } from "./auth-context";
import { ResendVerificationForm } from "./resend-verification-form";

type Outcome = "checking" | "verified" | "failed" | "no-token";

export default function VerifyEmailPage() {
  const { t } = useI18n();
  const { status, user, reload } = useAuth();
  const [params] = useSearchParams();
  const token = params.get("token");
  const [outcome, setOutcome] = useState<Outcome>(token ? "checking" : "no-token");
  const started = useRef(false);

  // Tokens are single-use, so the check must run once even under StrictMode's double effects.
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verifyEmail(token)
      .then(() => {
        setOutcome("verified");
        void reload();
      })
      .catch(() => setOutcome("failed"));
  }, [token, reload]);

  const signedIn = status === "signedIn";
  return (
    <AccountCard titleKey="verify.title">
      {outcome === "checking" ? (
        <div className="centered-block" role="status">
          <Spin />
          <p>{t("verify.checking")}</p>
        </div>
      ) : null}
      {outcome === "verified" ? (
        <Result
          status="success"
          title={t(signedIn ? "verify.successSignedIn" : "verify.success")}
          extra={
            <ButtonLink to={signedIn ? "/dashboard" : "/auth"} type="primary" data-testid="verify-continue">
              {t(signedIn ? "verify.goToDashboard" : "verify.continue")}
            </ButtonLink>
          }
        />
      ) : null}
      {outcome === "failed" || outcome === "no-token" ? (
        <>
          <Result
            status={outcome === "failed" ? "warning" : "info"}
            title={t(outcome === "failed" ? "verify.failed" : "verify.noToken")}
          />
          <ResendVerificationForm initialEmail={user?.email} />
        </>
      ) : null}
    </AccountCard>
  );
}
