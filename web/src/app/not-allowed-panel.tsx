import LockOutlined from "@ant-design/icons/LockOutlined";
import TeamOutlined from "@ant-design/icons/TeamOutlined";
import { useI18n } from "../shared/i18n/i18n-context";
import { ButtonLink } from "../shared/ui/button-link";
import { StatusPanel } from "../shared/ui/status-panel";

/**
 * The guard's answer to a signed-in user whose account lacks the role a page needs. Someone in no
 * organisation at all, at a host's page, is most likely a host yet to register: they are shown the way.
 */
export function NotAllowedPanel({ inNoOrganization = false }: { inNoOrganization?: boolean }) {
  const { t } = useI18n();
  const panel = inNoOrganization
    ? {
        icon: <TeamOutlined />,
        title: t("org.new.ctaTitle"),
        text: t("org.new.ctaText"),
        to: "/organization/new",
        action: t("page.createOrganization"),
      }
    : {
        icon: <LockOutlined />,
        title: t("access.notAllowedTitle"),
        text: t("access.notAllowedText"),
        to: "/",
        action: t("notFound.home"),
      };
  return (
    <div className="container page">
      <StatusPanel
        icon={panel.icon}
        tone="info"
        title={panel.title}
        text={panel.text}
        actions={
          <ButtonLink to={panel.to} type="primary">
            {panel.action}
          </ButtonLink>
        }
      />
    </div>
  );
}
