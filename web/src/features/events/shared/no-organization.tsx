import TeamOutlined from "@ant-design/icons/TeamOutlined";
import Result from "antd/es/result";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { ButtonLink } from "../../../shared/ui/button-link";

/** Shown instead of a create form to someone who organises for no organisation. */
export function NoOrganization() {
  const { t } = useI18n();
  return (
    <Result
      icon={<TeamOutlined />}
      subTitle={t("ev.noOrganization")}
      extra={
        <ButtonLink to="/organization/new" type="primary">
          {t("page.createOrganization")}
        </ButtonLink>
      }
    />
  );
}
