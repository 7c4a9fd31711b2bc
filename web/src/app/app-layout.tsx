import { useEffect } from "react";
import { Outlet, useLocation, useNavigate } from "react-router-dom";
import { useI18n } from "../shared/i18n/i18n-context";
import { ErrorBoundary } from "./error-boundary";
import { SiteFooter } from "./shell/site-footer";
import { SiteHeader } from "./shell/site-header";

export function AppLayout() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();

  // A new page starts at its top unless the link points at a section of it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is the reaction to a new pathname
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t("app.skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <ErrorBoundary key={pathname} onGoHome={() => navigate("/")}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
