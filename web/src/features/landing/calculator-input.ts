/** The calculator's inputs have a minimum of 1; non-numeric input is converted to a number. */
export function toCalculatorNumber(value: unknown): number {
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) && n >= 1 ? n : 1;
}
