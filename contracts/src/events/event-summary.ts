import { z } from "zod";

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

/** `GET /api/v1/events`: published events, soonest first. */
export const ZPublishedEventsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

export const ZPublishedEvents = z.object({
  items: z.array(ZEventSummary),
  total: z.number().int().nonnegative(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type TPublishedEvents = z.infer<typeof ZPublishedEvents>;
