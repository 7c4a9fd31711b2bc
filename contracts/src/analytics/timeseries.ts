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
 * One point per interval in [from, to), zeros included, oldest first; `series` splits it where the
 * metric has parts, and is "all" where it has none: tickets_sold by section ("sisters"), revenue and
 * fees by currency ("GBP"), donations by currency and fund ("GBP zakat"), check_ins by gate (its id, or
 * "no gate" for a check-in at none). Intervals start at UTC midnight (weeks on Monday). Money is in
 * minor units; a refund counts, negative, in the interval it happened in.
 */
export const ZTimeseries = z.object({
  metric: ZMetric,
  interval: ZInterval,
  points: z.array(z.object({ at: ZInstant, series: z.string(), value: z.number() })),
});
export type TTimeseries = z.infer<typeof ZTimeseries>;

/** Basic analytics (every tier): these metrics' timeseries; the rest need the charts_graphs feature. */
export const BASIC_METRICS: readonly TMetric[] = ["tickets_sold", "check_ins"];

/**
 * `GET /api/v1/analytics/organizations/{id}/export.csv` and `export.xlsx`, same query as the timeseries:
 * one row per interval, one column per series. Needs the advanced_analytics feature.
 */
export const ZTimeseriesExportQuery = ZTimeseriesQuery;
export type TTimeseriesExportQuery = TTimeseriesQuery;
