import Card from "antd/es/card";
import Tabs from "antd/es/tabs";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { useI18n } from "../../shared/i18n/i18n-context";
import { useBrand } from "../../shared/white-label/brand-context";
import { useAuth } from "./auth-context";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { toast } from "../../shared/ui/toast";

type Tab = "sign-in" | "sign-up";

export default function AuthPage() {
  const { t } = useI18n();
  const { status, reload } = useAuth();
  const brand = useBrand();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<Tab>(params.get("tab") === "sign-up" ? "sign-up" : "sign-in");
  const [createdEmail, setCreatedEmail] = useState<string | undefined>();
  const handledReturn = useRef(false);
  const from = (location.state as { from?: string } | null)?.from;

  // Coming back from Google: either the refresh cookie is set (oidc=ok) or an error code came along.
  useEffect(() => {
    if (handledReturn.current) return;
    const error = params.get("error");
    const oidc = params.get("oidc");
    if (!error && !oidc) return;
    handledReturn.current = true;
    if (error) toast.error("auth.googleFailed");
    if (oidc === "ok") void reload();
    setParams({}, { replace: true });
  }, [params, setParams, reload]);

  useEffect(() => {
    if (status === "signedIn") navigate(from ?? "/dashboard", { replace: true });
  }, [status, from, navigate]);

  return (
    <div className="auth-page container">
      <section className="auth-intro" aria-labelledby="auth-brand">
        <p id="auth-brand" className="auth-product">
          {brand.name}
        </p>
        <p className="auth-tagline">{t("app.tagline")}</p>
      </section>
      <Card className="auth-card">
        <h1 className="auth-title">{t("auth.welcome")}</h1>
        <p className="auth-subtitle">{t("auth.subtitle")}</p>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as Tab)}
          centered
          destroyOnHidden
          items={[
            {
              key: "sign-in",
              label: t("auth.signInTab"),
              children: <SignInForm key={createdEmail ?? "sign-in"} initialEmail={createdEmail} />,
            },
            {
              key: "sign-up",
              label: t("auth.signUpTab"),
              children: (
                <SignUpForm
                  onCreated={(email) => {
                    setCreatedEmail(email);
                    setTab("sign-in");
                  }}
                />
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
