import type { TMetric, TTimeseriesQuery } from "@mawid/contracts/analytics";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  fetchEventSummary,
  fetchOrganizationDashboard,
  fetchPrediction,
  fetchTimeseries,
  fetchTopEvents,
} from "./api";

/** Today's check-ins move while people arrive: the dashboard is read again this often. */
export const DASHBOARD_REFRESH_MS = 10_000;

const key = ["analytics"] as const;

export function useOrganizationDashboard(organizationId: string | undefined) {
  return useQuery({
    queryKey: [...key, "dashboard", organizationId],
    queryFn: () => fetchOrganizationDashboard(organizationId!),
    enabled: Boolean(organizationId),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}

export function useEventSummary(eventId: string | undefined) {
  return useQuery({
    queryKey: [...key, "summary", eventId],
    queryFn: () => fetchEventSummary(eventId!),
    enabled: Boolean(eventId),
  });
}

export function useTopEvents(organizationId: string, limit: number) {
  return useQuery({
    queryKey: [...key, "top-events", organizationId, limit],
    queryFn: () => fetchTopEvents(organizationId, limit),
  });
}

export function useTimeseries(
  organizationId: string | undefined,
  metric: TMetric,
  query: Omit<TTimeseriesQuery, "metric">,
) {
  return useQuery({
    queryKey: [
      ...key,
      "timeseries",
      organizationId,
      metric,
      query.from,
      query.to,
      query.interval,
      query.eventId,
    ],
    queryFn: () => fetchTimeseries(organizationId!, { ...query, metric }),
    enabled: Boolean(organizationId),
    placeholderData: keepPreviousData,
  });
}

export function usePrediction(eventId: string | undefined) {
  return useQuery({
    queryKey: [...key, "prediction", eventId],
    queryFn: () => fetchPrediction(eventId!),
    enabled: Boolean(eventId),
  });
}
