import {
  type TAttendancePrediction,
  type TEventSummary,
  type TOrganizationDashboard,
  type TTimeseries,
  type TTimeseriesQuery,
  type TTopEvents,
  ZAttendancePrediction,
  ZEventSummary,
  ZOrganizationDashboard,
  ZTimeseries,
  ZTopEvents,
} from "@mawid/contracts/analytics";
import { api } from "../../shared/http/client";
import { parseBody } from "../../shared/http/parse-response";

const organization = (id: string) => `analytics/organizations/${encodeURIComponent(id)}`;
const event = (id: string) => `analytics/events/${encodeURIComponent(id)}`;

export async function fetchOrganizationDashboard(organizationId: string): Promise<TOrganizationDashboard> {
  const body = await api.get(`${organization(organizationId)}/dashboard`).json();
  return parseBody(ZOrganizationDashboard, body, "organisation dashboard");
}

export async function fetchEventSummary(eventId: string): Promise<TEventSummary> {
  return parseBody(ZEventSummary, await api.get(`${event(eventId)}/summary`).json(), "event summary");
}

function searchOf(query: TTimeseriesQuery): URLSearchParams {
  const searchParams = new URLSearchParams({ metric: query.metric, from: query.from, to: query.to });
  if (query.interval) searchParams.set("interval", query.interval);
  if (query.eventId) searchParams.set("eventId", query.eventId);
  return searchParams;
}

export async function fetchTimeseries(organizationId: string, query: TTimeseriesQuery): Promise<TTimeseries> {
  const searchParams = searchOf(query);
  const body = await api.get(`${organization(organizationId)}/timeseries`, { searchParams }).json();
  return parseBody(ZTimeseries, body, "timeseries");
}

export async function fetchPrediction(eventId: string): Promise<TAttendancePrediction> {
  return parseBody(ZAttendancePrediction, await api.get(`${event(eventId)}/prediction`).json(), "prediction");
}

/** The organisation's events with the most tickets sold, to compare them side by side. */
export async function fetchTopEvents(organizationId: string, limit: number): Promise<TTopEvents> {
  const searchParams = new URLSearchParams({ limit: String(limit) });
  const body = await api.get(`${organization(organizationId)}/top-events`, { searchParams }).json();
  return parseBody(ZTopEvents, body, "top events");
}

export type ExportFormat = "csv" | "xlsx";

/** A metric over the chosen days as a file (a row per interval, a column per series), with the signed-in request. */
export async function fetchExport(
  organizationId: string,
  format: ExportFormat,
  query: TTimeseriesQuery,
): Promise<Blob> {
  return await api
    .get(`${organization(organizationId)}/export.${format}`, { searchParams: searchOf(query) })
    .blob();
}
