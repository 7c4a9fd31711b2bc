import { type TEvent, type TEventApprovals, ZEvent, ZEventApprovals } from "@mawid/contracts/events";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

export async function fetchApprovals(page: number): Promise<TEventApprovals> {
  const searchParams = page > 1 ? { page: String(page) } : {};
  return parseBody(
    ZEventApprovals,
    await api.get("event-approvals", { searchParams }).json(),
    "event approvals",
  );
}

export async function approveEvent(id: string): Promise<TEvent> {
  return parseBody(
    ZEvent,
    await api.post(`events/${encodeURIComponent(id)}/approve`).json(),
    "approve event",
  );
}

export async function rejectEvent(id: string, reason: string): Promise<TEvent> {
  const body = await api.post(`events/${encodeURIComponent(id)}/reject`, { json: { reason } }).json();
  return parseBody(ZEvent, body, "reject event");
}
