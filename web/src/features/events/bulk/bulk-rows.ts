import type { TEventCategory, TEventStatus } from "@mawid/contracts/events";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fetchApprovals } from "../approvals/approvals-api";
import { fetchDiscovery } from "../discover/discovery-api";
import { fetchOrganizationEvents } from "../shared/organization-events-api";

export interface BulkRow {
  id: string;
  title: string;
  startsAt: string;
  timeZone: string;
  category: TEventCategory;
  status?: TEventStatus;
}

/** Where the rows come from: the approval queue, discovery, or one organisation's events by status. */
export type BulkSource =
  | { kind: "submitted" }
  | { kind: "published" }
  | { kind: "organization"; organizationId: string; status: TEventStatus | undefined };

export interface BulkRows {
  rows: BulkRow[];
  page: number;
  pageSize: number;
  total: number;
}

async function fetchRows(source: BulkSource, page: number): Promise<BulkRows> {
  if (source.kind === "submitted") {
    const queue = await fetchApprovals(page);
    return { rows: queue.items, page: queue.page, pageSize: queue.pageSize, total: queue.total };
  }
  const found =
    source.kind === "published"
      ? await fetchDiscovery(new URLSearchParams({ page: String(page) }))
      : await fetchOrganizationEvents(source.organizationId, source.status, page);
  return { rows: found.items, page: found.page, pageSize: found.pageSize, total: found.total };
}

/** The events one can act on in bulk from where they are listed. */
export function useBulkRows(source: BulkSource, page: number) {
  return useQuery({
    queryKey: ["events", "bulk", source, page],
    queryFn: () => fetchRows(source, page),
    placeholderData: keepPreviousData,
  });
}
