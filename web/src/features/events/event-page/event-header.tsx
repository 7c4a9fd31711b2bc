import SafetyCertificateOutlined from "@ant-design/icons/SafetyCertificateOutlined";
import type { TEvent } from "@mawid/contracts/events";
import Alert from "antd/es/alert";
import Tag from "antd/es/tag";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { PageHeader } from "../../../shared/ui/page-header";
import { audienceKey, categoryKey } from "../shared/labels";
import { StatusTag } from "../shared/status-tag";

export function EventHeader({ event }: { event: TEvent }) {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={event.title} />
      <div className="event-tags">
        {event.status !== "published" ? <StatusTag status={event.status} /> : null}
        <Tag>{t(categoryKey(event.category))}</Tag>
        <Tag>{t(audienceKey(event.audience))}</Tag>
        {event.hostVerified ? (
          <Tag color="green" icon={<SafetyCertificateOutlined />}>
            {t("ev.verifiedHost")}
          </Tag>
        ) : null}
      </div>
      {event.status === "rejected" && event.rejectionReason ? (
        <Alert type="warning" showIcon title={t("ev.rejectedBecause", { reason: event.rejectionReason })} />
      ) : null}
      {event.status === "cancelled" && event.cancellationReason ? (
        <Alert type="error" showIcon title={`${t("ev.status.cancelled")}: ${event.cancellationReason}`} />
      ) : null}
    </>
  );
}
