import type { TEventListing } from "@mawid/contracts/events";
import Card from "antd/es/card";
import Empty from "antd/es/empty";
import Pagination from "antd/es/pagination";
import Skeleton from "antd/es/skeleton";
import type { ReactNode } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import type { MessageKey } from "../../../shared/i18n/messages/en";
import { EventCard } from "./event-card";
import { QueryError } from "./query-error";

interface Props<T extends TEventListing> {
  query: {
    data?: { items: T[]; page: number; pageSize: number; total: number };
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    error: unknown;
  };
  emptyKey: MessageKey;
  emptyExtra?: ReactNode;
  onPage: (page: number) => void;
  extraOf?: (event: T) => ReactNode;
}

/** Skeleton cards while loading, the listings with their count and pages, or the empty state. */
export function EventResults<T extends TEventListing>({
  query,
  emptyKey,
  emptyExtra,
  onPage,
  extraOf,
}: Props<T>) {
  const { t } = useI18n();
  if (query.isPending) {
    return (
      <ul className="event-grid" aria-busy="true" aria-label={t("app.loading")}>
        {[0, 1, 2, 3, 4, 5].map((n) => (
          <li key={n}>
            <Card>
              <Skeleton active paragraph={{ rows: 3 }} />
            </Card>
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError) return <QueryError error={query.error} fallback="ev.loadFailed" />;
  const { items, page, pageSize, total } = query.data!;
  if (items.length === 0) return <Empty description={t(emptyKey)}>{emptyExtra}</Empty>;
  return (
    <>
      <p role="status" className="muted">
        {t("ev.results", { total })}
      </p>
      <ul className="event-grid" aria-busy={query.isFetching}>
        {items.map((event) => (
          <li key={event.id}>
            <EventCard event={event} extra={extraOf?.(event)} />
          </li>
        ))}
      </ul>
      {total > pageSize ? (
        <nav aria-label={t("ev.page.nav")} className="pager">
          <Pagination
            current={page}
            pageSize={pageSize}
            total={total}
            showSizeChanger={false}
            onChange={onPage}
          />
        </nav>
      ) : null}
    </>
  );
}
