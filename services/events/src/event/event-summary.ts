import type { TEventSummary } from "@mawid/contracts/events";
import type { EventListTable } from "../db/tables.ts";

export function toEventSummary(row: EventListTable): TEventSummary {
  return {
    id: row.event_id,
    organizationId: row.organization_id,
    title: row.title,
    summary: row.summary,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at ? row.ends_at.toISOString() : null,
    venue: row.venue,
    status: row.status,
    publishedAt: row.published_at ? row.published_at.toISOString() : null,
  };
}
