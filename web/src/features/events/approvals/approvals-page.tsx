import type { TEvent } from "@mawid/contracts/events";
import Empty from "antd/es/empty";
import Skeleton from "antd/es/skeleton";
import { useState } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { PageHeader } from "../../../shared/ui/page-header";
import { QueryError } from "../shared/query-error";
import "../events.css";
import { ApprovalItem } from "./approval-item";
import { useApprovals } from "./approvals-queries";
import { RejectDialog } from "./reject-dialog";

/** /event-approvals: the platform admins' queue, oldest submission first as the service sorts it. */
export default function ApprovalsPage() {
  const { t } = useI18n();
  const queue = useApprovals();
  const [rejecting, setRejecting] = useState<TEvent | null>(null);
  return (
    <div className="container page events-page">
      <PageHeader title={t("page.eventApprovals")} subtitle={t("ev.appr.subtitle")} />
      {queue.isPending ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {queue.isError ? <QueryError error={queue.error} fallback="ev.loadFailed" /> : null}
      {queue.data?.items.length === 0 ? <Empty description={t("ev.appr.empty")} /> : null}
      <ol className="event-grid">
        {queue.data?.items.map((event) => (
          <li key={event.id}>
            <ApprovalItem event={event} onReject={() => setRejecting(event)} />
          </li>
        ))}
      </ol>
      {rejecting ? <RejectDialog event={rejecting} onClose={() => setRejecting(null)} /> : null}
    </div>
  );
}
