import {
  type TEventStatus,
  type TOrganizationEventsPage,
  ZOrganizationEventsPage,
} from "@mawid/contracts/events";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

export async function fetchOrganizationEvents(
  organizationId: string,
  status: TEventStatus | undefined,
  page: number,
): Promise<TOrganizationEventsPage> {
  const searchParams = new URLSearchParams({ page: String(page) });
  if (status) searchParams.set("status", status);
  const path = `organizations/${encodeURIComponent(organizationId)}/events`;
  return parseBody(
    ZOrganizationEventsPage,
    await api.get(path, { searchParams }).json(),
    "organisation events",
  );
}

/** An organisation's events in every status (drafts too), the latest start first, for its members. */
export function useOrganizationEvents(organizationId: string | undefined, status?: TEventStatus, page = 1) {
  return useQuery({
    queryKey: ["events", "organization", organizationId, status ?? "", page],
    queryFn: () => fetchOrganizationEvents(organizationId!, status, page),
    enabled: Boolean(organizationId),
    placeholderData: keepPreviousData,
  });
}
