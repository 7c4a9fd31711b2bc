import RocketOutlined from "@ant-design/icons/RocketOutlined";
import Result from "antd/es/result";
import { useAuth } from "../auth/auth-context";
import { useI18n } from "../../shared/i18n/i18n-context";
import { ButtonLink } from "../../shared/ui/button-link";
import { PageHeader } from "../../shared/ui/page-header";
import "../events/events.css";
import { FinanceLinks } from "../payments/finance/finance-links";
import { MyEventsCard } from "./my-events-card";

/** The signed-in home. The hosts' dashboard proper lands with the events issue; this greets and points on. */
export default function DashboardPage() {
  const { t } = useI18n();
  const { user, me } = useAuth();
  const organizations = me?.organizations ?? [];
  const name = user?.displayName || user?.email || "";
  return (
    <div className="container page">
      <PageHeader title={t("dashboard.greeting", { name })} />
      {organizations.length > 0 ? <MyEventsCard organizations={organizations} /> : null}
      <FinanceLinks organizations={organizations} />
      <Result
        icon={<RocketOutlined />}
        title={<h2 className="result-title">{t("comingSoon.title", { page: t("page.dashboard") })}</h2>}
        subTitle={t("comingSoon.text")}
        extra={[
          <ButtonLink key="create" to="/create-event" type="primary">
            {t("nav.createEvent")}
          </ButtonLink>,
          <ButtonLink key="profile" to="/profile/edit">
            {t("nav.editProfile")}
          </ButtonLink>,
        ]}
      />
    </div>
  );
}
