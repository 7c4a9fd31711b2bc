import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";

export const ZMetric = z.enum([
  "tickets_sold",
  "revenue",
  "fees",
  "donations",
  "check_ins",
  "page_views",
  "orders",
]);
export type TMetric = z.infer<typeof ZMetric>;

export const ZInterval = z.enum(["hour", "day", "week", "month"]);
export type TInterval = z.infer<typeof ZInterval>;

/** `GET /api/v1/analytics/organizations/{id}/timeseries?metric=&from=&to=&interval=&eventId=`. */
export const ZTimeseriesQuery = z
  .object({
    metric: ZMetric,
    from: ZInstant,
    to: ZInstant,
    interval: ZInterval.default("day"),
    eventId: z.uuid().optional(),
  })
  .refine((q) => q.from < q.to, { error: "from must be before to", path: ["to"] });
export type TTimeseriesQuery = z.input<typeof ZTimeseriesQuery>;

/**
 * One point per interval in [from, to), zeros included, oldest first; `series` splits it (a fund, a
 * section, a gate, a currency) where the metric has parts, and is "all" where it has none.
 */
export const ZTimeseries = z.object({
  metric: ZMetric,
  interval: ZInterval,
  points: z.array(z.object({ at: ZInstant, series: z.string(), value: z.number() })),
});
export type TTimeseries = z.infer<typeof ZTimeseries>;
