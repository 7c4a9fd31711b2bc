import {
  type TAttendancePrediction,
  type TEventSummary,
  type TOrganizationDashboard,
  type TTimeseries,
  type TTimeseriesQuery,
  ZAttendancePrediction,
  ZEventSummary,
  ZOrganizationDashboard,
  ZTimeseries,
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

export async function fetchTimeseries(organizationId: string, query: TTimeseriesQuery): Promise<TTimeseries> {
  const searchParams = new URLSearchParams({ metric: query.metric, from: query.from, to: query.to });
  if (query.interval) searchParams.set("interval", query.interval);
  if (query.eventId) searchParams.set("eventId", query.eventId);
  const body = await api.get(`${organization(organizationId)}/timeseries`, { searchParams }).json();
  return parseBody(ZTimeseries, body, "timeseries");
}

export async function fetchPrediction(eventId: string): Promise<TAttendancePrediction> {
  return parseBody(ZAttendancePrediction, await api.get(`${event(eventId)}/prediction`).json(), "prediction");
}

export type ExportFormat = "csv" | "xlsx";

/** The organisation's figures for the chosen days (and event) as a file, fetched with the signed-in request. */
export async function fetchExport(
  organizationId: string,
  format: ExportFormat,
  query: { from: string; to: string; eventId?: string },
): Promise<Blob> {
  const searchParams = new URLSearchParams({ format, from: query.from, to: query.to });
  if (query.eventId) searchParams.set("eventId", query.eventId);
  return await api.get(`${organization(organizationId)}/export`, { searchParams }).blob();
}
