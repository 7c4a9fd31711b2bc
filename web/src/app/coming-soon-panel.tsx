import RocketOutlined from "@ant-design/icons/RocketOutlined";
import Result from "antd/es/result";
import { useI18n } from "../shared/i18n/i18n-context";
import type { MessageKey } from "../shared/i18n/messages/en";
import { ButtonLink } from "../shared/ui/button-link";

/** Stands in for screens that later issues deliver, so no route is ever a blank page. */
export function ComingSoonPanel({ titleKey }: { titleKey: MessageKey }) {
  const { t } = useI18n();
  return (
    <div className="container page">
      <Result
        icon={<RocketOutlined />}
        title={<h1 className="result-title">{t("comingSoon.title", { page: t(titleKey) })}</h1>}
        subTitle={t("comingSoon.text")}
        extra={<ButtonLink to="/">{t("comingSoon.home")}</ButtonLink>}
      />
    </div>
  );
}
