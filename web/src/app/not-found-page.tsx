import Result from "antd/es/result";
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { useI18n } from "../shared/i18n/i18n-context";
import { logger } from "../shared/logger/logger";
import { ButtonLink } from "../shared/ui/button-link";

export default function NotFoundPage() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  useEffect(() => {
    logger.warn("404: a user tried to open a route that does not exist", { path: pathname });
  }, [pathname]);
  return (
    <div className="container page">
      <Result
        status="404"
        title={<h1 className="result-title">{t("notFound.title")}</h1>}
        subTitle={<span dir="ltr">{pathname}</span>}
        extra={
          <ButtonLink to="/" type="primary">
            {t("notFound.home")}
          </ButtonLink>
        }
      />
    </div>
  );
}
