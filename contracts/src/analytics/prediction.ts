import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";

/**
 * `GET /api/v1/analytics/events/{id}/prediction`: expected turnout from the organisation's past events
 * like this one, with an 80% interval, the reasons, and the model's backtest error on its history.
 */
export const ZAttendancePrediction = z.object({
  eventId: z.uuid(),
  sold: z.number().int().nonnegative(),
  predictedTurnout: z.number().int().nonnegative(),
  low: z.number().int().nonnegative(),
  high: z.number().int().nonnegative(),
  predictedNoShowRate: z.number().min(0).max(1),
  /** Past events the prediction rests on; with fewer than 3 it falls back to the platform's rates. */
  basedOnEvents: z.number().int().nonnegative(),
  /** Each factor and how it moved the show-up rate, in percentage points, for people to read. */
  factors: z.array(z.object({ name: z.string(), effect: z.number(), detail: z.string() })),
  /** Mean absolute error of the show-up rate when each past event is predicted from the others. */
  backtest: z.object({ events: z.number().int().nonnegative(), meanAbsoluteError: z.number().nullable() }),
  /** Once the event has ended: what happened, to compare. */
  actual: z.object({ turnout: z.number().int().nonnegative(), noShowRate: z.number() }).nullable(),
  generatedAt: ZInstant,
});
export type TAttendancePrediction = z.infer<typeof ZAttendancePrediction>;
