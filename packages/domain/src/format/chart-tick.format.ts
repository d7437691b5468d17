/**
 * Axis tick step: about a fifth of the maximum, rounded up to a grain that is the power of ten
 * of the maximum's leading digit. So the step is that power or twice it: max 4,300 → grain
 * 1,000, a fifth is 860 → step 1,000 (ticks 0 … 5,000); max 9,000 → 1,800 → step 2,000
 * (ticks 0 … 10,000). A maximum of zero or below (or not finite) gets step 1.
 */
export function chartTickStep(max: number): number {
  if (!Number.isFinite(max) || max <= 0) return 1;
  const grain = 10 ** Math.floor(Math.log10(max));
  // toPrecision cleans float noise such as 0.30000000000000004 from small grains.
  return Number((Math.ceil(max / 5 / grain) * grain).toPrecision(12));
}

/** Ticks from 0 up to the first multiple of the step that reaches the maximum. */
export function chartTicks(max: number): number[] {
  const step = chartTickStep(max);
  const count = Math.max(1, Math.ceil(max / step - 1e-9));
  return Array.from({ length: count + 1 }, (_, index) => Number((index * step).toPrecision(12)));
}
