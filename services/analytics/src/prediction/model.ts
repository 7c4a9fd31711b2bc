import { FACTORS, type Factor, type Features } from "./features.ts";

/** A past event the model learns from: its levels and the share of its sold tickets that came. */
export interface PastEvent {
  features: Features;
  showUpRate: number;
}

export interface FactorEffect {
  name: Factor;
  level: string;
  /** Percentage points the level moves the show-up rate from the base. */
  effect: number;
  /** Past events at this level. */
  events: number;
}

export interface Model {
  base: number;
  history: number;
  effects: Map<Factor, Map<string, { effect: number; events: number }>>;
}

/** With no history at all: a cautious rate, roughly what free community events see. */
export const PRIOR_SHOW_UP_RATE = 0.75;
/**
 * A level seen in k events moves the rate by k / (k + SHRINK) of its raw difference from the base, so a
 * single unusual event cannot swing a prediction.
 */
const SHRINK = 2;
const Z80 = 1.2816;

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const clamp = (x: number) => Math.min(1, Math.max(0, x));

/** Empirical rates per factor level around the overall rate: each level's shrunken difference from it. */
export function fit(history: readonly PastEvent[]): Model {
  const base = history.length > 0 ? mean(history.map((h) => h.showUpRate)) : PRIOR_SHOW_UP_RATE;
  const effects = new Map<Factor, Map<string, { effect: number; events: number }>>();
  for (const factor of FACTORS) {
    const byLevel = new Map<string, number[]>();
    for (const h of history) {
      const rates = byLevel.get(h.features[factor]) ?? [];
      rates.push(h.showUpRate);
      byLevel.set(h.features[factor], rates);
    }
    const levels = new Map<string, { effect: number; events: number }>();
    for (const [level, rates] of byLevel) {
      levels.set(level, {
        effect: (rates.length / (rates.length + SHRINK)) * (mean(rates) - base),
        events: rates.length,
      });
    }
    effects.set(factor, levels);
  }
  return { base, history: history.length, effects };
}

/** The base plus each factor's effect (zero for a level never seen), kept within 0 and 1. */
export function predictRate(model: Model, features: Features): { rate: number; factors: FactorEffect[] } {
  const factors = FACTORS.map((name) => {
    const level = features[name];
    const known = model.effects.get(name)?.get(level);
    return { name, level, effect: known?.effect ?? 0, events: known?.events ?? 0 };
  });
  return { rate: clamp(model.base + factors.reduce((sum, f) => sum + f.effect, 0)), factors };
}

/** Each past event predicted from all the others: actual minus predicted show-up rate. */
export function leaveOneOutResiduals(history: readonly PastEvent[]): number[] {
  if (history.length < 2) return [];
  return history.map((h, i) => {
    const others = history.filter((_, j) => j !== i);
    return h.showUpRate - predictRate(fit(others), h.features).rate;
  });
}

function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

/**
 * The 80% interval around a predicted rate: the residuals' 10th and 90th percentiles with at least five
 * of them, a normal interval from their spread with fewer, and ±15 points with none.
 */
export function interval(rate: number, residuals: readonly number[]): { low: number; high: number } {
  if (residuals.length >= 5) {
    const sorted = [...residuals].sort((a, b) => a - b);
    return { low: clamp(rate + quantile(sorted, 0.1)), high: clamp(rate + quantile(sorted, 0.9)) };
  }
  const spread = residuals.length > 0 ? Math.sqrt(mean(residuals.map((r) => r * r))) * Z80 : 0.15;
  return { low: clamp(rate - spread), high: clamp(rate + spread) };
}

export interface Prediction {
  rate: number;
  low: number;
  high: number;
  factors: FactorEffect[];
  base: number;
  backtest: { events: number; meanAbsoluteError: number | null };
}

export function predictShowUp(history: readonly PastEvent[], features: Features): Prediction {
  const model = fit(history);
  const { rate, factors } = predictRate(model, features);
  const residuals = leaveOneOutResiduals(history);
  return {
    rate,
    ...interval(rate, residuals),
    factors,
    base: model.base,
    backtest: {
      events: residuals.length,
      meanAbsoluteError: residuals.length > 0 ? mean(residuals.map(Math.abs)) : null,
    },
  };
}
