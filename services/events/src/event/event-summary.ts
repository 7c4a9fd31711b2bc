import { z } from "zod";
import type { EventListTable } from "../db/tables.ts";

/** An event as listings show it. */
export const ZEventSummary = z.object({
  id: z.string(),
  organizationId: z.string(),
  title: z.string(),
  summary: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  venue: z.string(),
  status: z.string(),
  publishedAt: z.string().nullable(),
});
export type TEventSummary = z.infer<typeof ZEventSummary>;

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
