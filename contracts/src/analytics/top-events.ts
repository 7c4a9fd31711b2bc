import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { ZMoney } from "./event-summary.ts";

/** `GET /api/v1/analytics/organizations/{id}/top-events?from=&to=&limit=`: events starting in [from, to). */
export const ZTopEventsQuery = z
  .object({
    from: ZInstant.optional(),
    to: ZInstant.optional(),
    limit: z.coerce.number().int().min(1).max(50).default(10),
  })
  .refine((q) => !q.from || !q.to || q.from < q.to, { error: "from must be before to", path: ["to"] });
export type TTopEventsQuery = z.input<typeof ZTopEventsQuery>;

/** The organisation's events by tickets sold (most first), to compare them side by side. */
export const ZTopEvents = z.object({
  items: z.array(
    z.object({
      eventId: z.uuid(),
      title: z.string(),
      startsAt: ZInstant,
      sold: z.number().int().nonnegative(),
      revenue: z.array(ZMoney),
      checkedIn: z.number().int().nonnegative(),
      pageViews: z.number().int().nonnegative(),
      orders: z.number().int().nonnegative(),
    }),
  ),
});
export type TTopEvents = z.infer<typeof ZTopEvents>;
