import Tabs from "antd/es/tabs";
import { useSearchParams } from "react-router-dom";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { PageHeader } from "../../../shared/ui/page-header";
import "../events.css";
import { EventQueue } from "./event-queue";
import { VerificationQueue } from "./verification-queue";

const HOSTS = "hosts";

/** /event-approvals: the platform admins' queues, events and host verification (?tab=hosts). */
export default function ApprovalsPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === HOSTS ? HOSTS : "events";
  return (
    <div className="container page events-page">
      <PageHeader title={t("page.eventApprovals")} subtitle={t("ev.appr.subtitle")} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === HOSTS ? { tab: HOSTS } : {}, { replace: true })}
        destroyOnHidden
        items={[
          { key: "events", label: t("ev.appr.events"), children: <EventQueue /> },
          { key: HOSTS, label: t("ev.appr.hosts"), children: <VerificationQueue /> },
        ]}
      />
    </div>
  );
}
