import Empty from "antd/es/empty";
import Skeleton from "antd/es/skeleton";
import { useState } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { QueryError } from "../shared/query-error";
import { useVerificationQueue } from "./host-verification-api";
import { RejectVerificationDialog } from "./reject-verification-dialog";
import { VerificationRequestItem } from "./verification-request-item";

/** Host verification requests waiting for a platform admin, oldest first as the service sorts them. */
export function VerificationQueue() {
  const { t } = useI18n();
  const queue = useVerificationQueue();
  const [rejecting, setRejecting] = useState<{ organizationId: string; name: string } | null>(null);
  return (
    <>
      {queue.isPending ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {queue.isError ? <QueryError error={queue.error} fallback="ev.loadFailed" /> : null}
      {queue.data?.items.length === 0 ? <Empty description={t("ev.ver.queueEmpty")} /> : null}
      <ol className="event-grid">
        {queue.data?.items.map((request) => (
          <li key={request.organizationId}>
            <VerificationRequestItem
              request={request}
              onReject={() =>
                setRejecting({
                  organizationId: request.organizationId,
                  name: request.organizationName ?? t("ev.ver.unnamed"),
                })
              }
            />
          </li>
        ))}
      </ol>
      {rejecting ? <RejectVerificationDialog {...rejecting} onClose={() => setRejecting(null)} /> : null}
    </>
  );
}
