import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chartTicks, chartTickStep } from './chart-tick.format';

describe('chart tick step', () => {
  it.each([
    [4300, 1000],
    [5000, 1000],
    [5001, 2000],
    [9000, 2000],
    [1000, 1000],
    [43, 10],
    [120_00_000, 1_00_00_000],
    [0.43, 0.1],
    [0, 1],
    [-5, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('for a maximum of %s is %s', (max, step) => {
    expect(chartTickStep(max)).toBe(step);
  });

  it('lists ticks from zero past the maximum', () => {
    expect(chartTicks(4300)).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    expect(chartTicks(9000)).toEqual([0, 2000, 4000, 6000, 8000, 10000]);
    expect(chartTicks(0.43)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5]);
  });

  it('is a power of ten or twice one, at least a fifth of the maximum, and at most the maximum rounded up', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-3, max: 1e12, noNaN: true }), (max) => {
        const step = chartTickStep(max);
        const grain = 10 ** Math.floor(Math.log10(step) + 1e-9);
        const multiple = Math.round(step / grain);
        return (multiple === 1 || multiple === 2) && step >= (max / 5) * (1 - 1e-9) && step <= max * 2;
      }),
    );
  });
});
