import type { Kysely } from "kysely";
import type { TAttendancePrediction } from "@mawid/contracts/analytics";
import type { AnalyticsDatabase } from "../db/tables.ts";
import type { EventFacts } from "../reads/access.ts";
import { readEventSummary } from "../summary/read-summary.ts";
import { featuresOf } from "./features.ts";
import { predictShowUp } from "./model.ts";
import { isPaid, readHistory } from "./read-history.ts";

/** Fewer past events than this of the organisation's own, and the platform's are the history. */
const OWN_HISTORY_MINIMUM = 3;
const points = (rate: number) => Math.round(rate * 1000) / 10;

/**
 * Expected turnout of the event's sold tickets from past events like it, with the reasons and the
 * model's backtest error, and once it has ended what actually happened.
 */
export async function readPrediction(
  db: Kysely<AnalyticsDatabase>,
  schema: string,
  event: EventFacts,
  now: Date,
): Promise<TAttendancePrediction> {
  const [summary, paid, own] = await Promise.all([
    readEventSummary(db, schema, event, now),
    isPaid(db, event.eventId),
    readHistory(db, schema, event.organizationId, event.eventId, now),
  ]);
  const history =
    own.length >= OWN_HISTORY_MINIMUM ? own : await readHistory(db, schema, null, event.eventId, now);
  const features = featuresOf({
    category: event.category,
    startsAt: event.startsAt ?? now,
    timeZone: event.timeZone ?? "UTC",
    latitude: event.latitude,
    longitude: event.longitude,
    paid,
  });
  const p = predictShowUp(history, features);
  const whose = own.length >= OWN_HISTORY_MINIMUM ? "your" : "the platform's";
  return {
    eventId: event.eventId,
    sold: summary.sold,
    predictedTurnout: Math.round(summary.sold * p.rate),
    low: Math.round(summary.sold * p.low),
    high: Math.round(summary.sold * p.high),
    predictedNoShowRate: 1 - p.rate,
    basedOnEvents: history.length,
    factors: [
      {
        name: "base",
        effect: points(p.base),
        detail: `${points(p.base)}% of sold tickets came to ${history.length} of ${whose} past events`,
      },
      ...p.factors.map((f) => ({
        name: f.name,
        effect: points(f.effect),
        detail:
          f.events > 0
            ? `${f.level}: ${f.events} past event${f.events === 1 ? "" : "s"}`
            : `${f.level}: no past event, no effect`,
      })),
    ],
    backtest: {
      events: p.backtest.events,
      meanAbsoluteError:
        p.backtest.meanAbsoluteError === null ? null : Math.round(p.backtest.meanAbsoluteError * 1000) / 1000,
    },
    actual:
      summary.noShowRate === null
        ? null
        : { turnout: Math.min(summary.checkedIn, summary.sold), noShowRate: summary.noShowRate },
    generatedAt: now.toISOString(),
  };
}
