import type { TEvent } from "@mawid/contracts/events";
import Empty from "antd/es/empty";
import Skeleton from "antd/es/skeleton";
import { useState } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { QueryError } from "../shared/query-error";
import { ApprovalItem } from "./approval-item";
import { useApprovals } from "./approvals-queries";
import { RejectDialog } from "./reject-dialog";

/** Submitted events, oldest submission first as the service sorts them. */
export function EventQueue() {
  const { t } = useI18n();
  const queue = useApprovals();
  const [rejecting, setRejecting] = useState<TEvent | null>(null);
  return (
    <>
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
    </>
  );
}
