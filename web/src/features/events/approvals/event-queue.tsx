import type { TEvent } from "@mawid/contracts/events";
import Empty from "antd/es/empty";
import Pagination from "antd/es/pagination";
import Skeleton from "antd/es/skeleton";
import { useEffect, useState } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { QueryError } from "../shared/query-error";
import { ApprovalItem } from "./approval-item";
import { useApprovals } from "./approvals-queries";
import { RejectDialog } from "./reject-dialog";

/** Submitted events, oldest submission first as the service sorts them, a page at a time. */
export function EventQueue() {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const queue = useApprovals(page);
  const total = queue.data?.total ?? 0;
  const pageSize = queue.data?.pageSize ?? 0;
  // deciding the last events of the last page leaves it empty: go back to the page before
  useEffect(() => {
    if (queue.data && queue.data.items.length === 0 && page > 1)
      setPage(Math.max(1, Math.ceil(total / pageSize)));
  }, [queue.data, page, total, pageSize]);
  const [rejecting, setRejecting] = useState<TEvent | null>(null);
  return (
    <>
      {queue.isPending ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {queue.isError ? <QueryError error={queue.error} fallback="ev.loadFailed" /> : null}
      {queue.data?.items.length === 0 && total === 0 ? <Empty description={t("ev.appr.empty")} /> : null}
      {total > 0 ? (
        <p className="muted" aria-live="polite">
          {t("ev.appr.waiting", { total })}
        </p>
      ) : null}
      <ol className="event-grid">
        {queue.data?.items.map((event) => (
          <li key={event.id}>
            <ApprovalItem event={event} onReject={() => setRejecting(event)} />
          </li>
        ))}
      </ol>
      {total > pageSize ? (
        <Pagination
          align="center"
          current={page}
          pageSize={pageSize}
          total={total}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
      {rejecting ? <RejectDialog event={rejecting} onClose={() => setRejecting(null)} /> : null}
    </>
  );
}
