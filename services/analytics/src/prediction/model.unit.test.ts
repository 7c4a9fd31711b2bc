import { describe, expect, it } from "vitest";
import type { Features } from "./features.ts";
import { fit, interval, leaveOneOutResiduals, PRIOR_SHOW_UP_RATE, predictShowUp } from "./model.ts";

const at = (overrides: Partial<Features> = {}): Features => ({
  category: "lecture",
  weekday: "Saturday",
  season: "winter",
  maghrib: "after Maghrib",
  pricing: "free",
  ...overrides,
});

describe("the attendance model", () => {
  it("given no history, predicts the prior with a wide interval and no backtest", () => {
    const p = predictShowUp([], at());
    expect(p.rate).toBe(PRIOR_SHOW_UP_RATE);
    expect(p.low).toBeCloseTo(0.6);
    expect(p.high).toBeCloseTo(0.9);
    expect(p.backtest).toEqual({ events: 0, meanAbsoluteError: null });
  });

  it("given paid events came more than free ones, predicts a paid event above the base and a free one below", () => {
    const history = [
      { features: at({ pricing: "paid" }), showUpRate: 0.95 },
      { features: at({ pricing: "paid" }), showUpRate: 0.9 },
      { features: at({ pricing: "free" }), showUpRate: 0.5 },
      { features: at({ pricing: "free" }), showUpRate: 0.55 },
    ];
    const base = fit(history).base;
    expect(base).toBeCloseTo(0.725);
    const paid = predictShowUp(history, at({ pricing: "paid" }));
    const free = predictShowUp(history, at({ pricing: "free" }));
    // two paid events: half of their 0.2 difference from the base
    expect(paid.rate).toBeCloseTo(0.725 + 0.5 * 0.2);
    expect(free.rate).toBeCloseTo(0.725 - 0.5 * 0.2);
    expect(paid.factors.find((f) => f.name === "pricing")).toMatchObject({ level: "paid", events: 2 });
  });

  it("gives a level it never saw no effect", () => {
    const history = [
      { features: at({ season: "Ramadan" }), showUpRate: 0.9 },
      { features: at(), showUpRate: 0.7 },
    ];
    const p = predictShowUp(history, at({ season: "summer" }));
    expect(p.factors.find((f) => f.name === "season")?.effect).toBe(0);
    expect(p.rate).toBeCloseTo(0.8);
  });

  it("backtests by predicting each past event from the others", () => {
    const history = [0.6, 0.7, 0.8].map((showUpRate) => ({ features: at(), showUpRate }));
    // every level is shared, so each prediction is the others' mean: 0.75, 0.7, 0.65
    expect(leaveOneOutResiduals(history).map((r) => Math.round(r * 100) / 100)).toEqual([-0.15, 0, 0.15]);
    expect(predictShowUp(history, at()).backtest.meanAbsoluteError).toBeCloseTo(0.1);
  });

  it("takes the 80% interval from the residuals' 10th and 90th percentiles, within 0 and 1", () => {
    const residuals = [-0.2, -0.1, 0, 0.05, 0.1, 0.3];
    const { low, high } = interval(0.8, residuals);
    expect(low).toBeCloseTo(0.8 - 0.15);
    expect(high).toBe(1);
  });
});
