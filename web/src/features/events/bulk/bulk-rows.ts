import type { TEventCategory } from "@mawid/contracts/events";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fetchApprovals } from "../approvals/approvals-api";
import { fetchDiscovery } from "../discover/discovery-api";

export interface BulkRow {
  id: string;
  title: string;
  startsAt: string;
  timeZone: string;
  category: TEventCategory;
}

export type BulkSource = "submitted" | "published";

export interface BulkRows {
  rows: BulkRow[];
  page: number;
  pageSize: number;
  total: number;
}

async function fetchRows(source: BulkSource, page: number): Promise<BulkRows> {
  if (source === "submitted") {
    const { items } = await fetchApprovals();
    return { rows: items, page: 1, pageSize: Math.max(items.length, 1), total: items.length };
  }
  const found = await fetchDiscovery(new URLSearchParams({ page: String(page) }));
  return { rows: found.items, page: found.page, pageSize: found.pageSize, total: found.total };
}

/** The events a platform admin can reach in bulk: those awaiting approval, and the published ones. */
export function useBulkRows(source: BulkSource, page: number) {
  return useQuery({
    queryKey: ["events", "bulk", source, page],
    queryFn: () => fetchRows(source, page),
    placeholderData: keepPreviousData,
  });
}
