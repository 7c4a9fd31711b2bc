import LockOutlined from "@ant-design/icons/LockOutlined";
import Result from "antd/es/result";
import { useI18n } from "../shared/i18n/i18n-context";
import { ButtonLink } from "../shared/ui/button-link";

/** The guard's answer to a signed-in user whose account lacks the role a page needs. */
export function NotAllowedPanel() {
  const { t } = useI18n();
  return (
    <div className="container page">
      <Result
        icon={<LockOutlined />}
        title={<h1 className="result-title">{t("access.notAllowedTitle")}</h1>}
        subTitle={t("access.notAllowedText")}
        extra={
          <ButtonLink to="/" type="primary">
            {t("notFound.home")}
          </ButtonLink>
        }
      />
    </div>
  );
}
