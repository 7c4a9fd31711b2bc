import { z } from "zod";
import { ZEvent } from "./event-api.ts";
import { ZEventStatus } from "./event-model.ts";

export const ORGANIZATION_EVENTS_PAGE_SIZE = 20;

/**
 * `GET /api/v1/organizations/{id}/events?status=&page=`: the organisation's events in every status
 * (drafts and rejected ones with their reason too), for its members and platform admins; the latest
 * start first.
 */
export const ZOrganizationEventsQuery = z.object({
  status: ZEventStatus.optional(),
  page: z.coerce.number().int().min(1).max(500).default(1),
});
export type TOrganizationEventsQuery = z.input<typeof ZOrganizationEventsQuery>;

export const ZOrganizationEventsPage = z.object({
  items: z.array(ZEvent),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().nonnegative(),
});
export type TOrganizationEventsPage = z.infer<typeof ZOrganizationEventsPage>;
