import LockOutlined from "@ant-design/icons/LockOutlined";
import { useI18n } from "../shared/i18n/i18n-context";
import { ButtonLink } from "../shared/ui/button-link";
import { StatusPanel } from "../shared/ui/status-panel";

/** The guard's answer to a signed-in user whose account lacks the role a page needs. */
export function NotAllowedPanel() {
  const { t } = useI18n();
  return (
    <div className="container page">
      <StatusPanel
        icon={<LockOutlined />}
        tone="info"
        title={t("access.notAllowedTitle")}
        text={t("access.notAllowedText")}
        actions={
          <ButtonLink to="/" type="primary">
            {t("notFound.home")}
          </ButtonLink>
        }
      />
    </div>
  );
}
