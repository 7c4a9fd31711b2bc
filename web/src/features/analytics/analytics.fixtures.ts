import type {
  TAttendancePrediction,
  TEventSummary,
  TOrganizationDashboard,
  TTimeseries,
} from "@mawid/contracts/analytics";
import { emptyByFund } from "@mawid/contracts/payments";
import { EVENT_ID, ORG_ID } from "../events/shared/events.fixtures";

/* What the analytics and dashboard screens' tests share: the analytics service's answers. */

export function aDashboard(overrides: Partial<TOrganizationDashboard> = {}): TOrganizationDashboard {
  return {
    organizationId: ORG_ID,
    upcoming: [],
    checkInsToday: [],
    donationsThisMonth: [],
    todo: [],
    updatedAt: "2027-02-20T12:00:00.000Z",
    ...overrides,
  };
}

export function aSummary(overrides: Partial<TEventSummary> = {}): TEventSummary {
  return {
    eventId: EVENT_ID,
    sold: 0,
    capacity: 300,
    bySection: [],
    revenue: [],
    fees: [],
    donationsByFund: [],
    checkedIn: 0,
    noShowRate: null,
    pageViews: 0,
    orders: 0,
    promoCodeUses: [],
    updatedAt: "2027-02-20T12:00:00.000Z",
    ...overrides,
  };
}

/** A series with a point per day from `from`, each value in turn. */
export function daily(
  metric: TTimeseries["metric"],
  from: string,
  values: Record<string, number[]>,
): TTimeseries {
  return {
    metric,
    interval: "day",
    points: Object.entries(values).flatMap(([series, list]) =>
      list.map((value, i) => ({
        at: new Date(Date.parse(from) + i * 86_400_000).toISOString(),
        series,
        value,
      })),
    ),
  };
}

export function aPrediction(overrides: Partial<TAttendancePrediction> = {}): TAttendancePrediction {
  return {
    eventId: EVENT_ID,
    sold: 120,
    predictedTurnout: 96,
    low: 84,
    high: 106,
    predictedNoShowRate: 0.2,
    basedOnEvents: 7,
    factors: [],
    backtest: { events: 7, meanAbsoluteError: 0.06 },
    actual: null,
    generatedAt: "2027-02-20T12:00:00.000Z",
    ...overrides,
  };
}

export const donationsOf = (byFund: Partial<ReturnType<typeof emptyByFund>>) => ({
  ...emptyByFund(),
  ...byFund,
});
