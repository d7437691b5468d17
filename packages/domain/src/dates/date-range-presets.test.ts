import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_PRESETS,
  isDateRangePreset,
  presetRange,
  type DateRangePresetValue,
} from './date-range-presets';

// A Wednesday, 14:30 IST.
const now = new Date('2025-03-05T09:00:00Z');

describe('date range presets', () => {
  it('lists every preset of the spec once, custom last', () => {
    expect(DATE_RANGE_PRESETS).toHaveLength(25);
    expect(new Set(DATE_RANGE_PRESETS.map((preset) => preset.value)).size).toBe(25);
    expect(DATE_RANGE_PRESETS.at(-1)).toEqual({ value: 'CUSTOM', label: 'Custom Range' });
    expect(isDateRangePreset('LAST_15_DAYS')).toBe(true);
    expect(isDateRangePreset('LAST_16_DAYS')).toBe(false);
  });

  it.each<[DateRangePresetValue, string, string]>([
    ['LAST_7_DAYS', '2025-02-27', '2025-03-05'],
    ['LAST_14_DAYS', '2025-02-20', '2025-03-05'],
    ['LAST_15_DAYS', '2025-02-19', '2025-03-05'],
    ['LAST_30_DAYS', '2025-02-04', '2025-03-05'],
    ['LAST_60_DAYS', '2025-01-05', '2025-03-05'],
    ['LAST_90_DAYS', '2024-12-06', '2025-03-05'],
    ['LAST_120_DAYS', '2024-11-06', '2025-03-05'],
    ['LAST_180_DAYS', '2024-09-07', '2025-03-05'],
    ['LAST_1_WEEK', '2025-02-26', '2025-03-05'],
    ['LAST_2_WEEKS', '2025-02-19', '2025-03-05'],
    ['LAST_1_MONTH', '2025-02-05', '2025-03-05'],
    ['LAST_2_MONTHS', '2025-01-05', '2025-03-05'],
    ['LAST_3_MONTHS', '2024-12-05', '2025-03-05'],
    ['LAST_4_MONTHS', '2024-11-05', '2025-03-05'],
    ['LAST_6_MONTHS', '2024-09-05', '2025-03-05'],
    ['NEXT_7_DAYS', '2025-03-05', '2025-03-12'],
    ['NEXT_30_DAYS', '2025-03-05', '2025-04-04'],
    ['NEXT_60_DAYS', '2025-03-05', '2025-05-04'],
    ['NEXT_90_DAYS', '2025-03-05', '2025-06-03'],
    ['TODAY', '2025-03-05', '2025-03-05'],
    ['TODAY_AND_NEXT_2_DAYS', '2025-03-05', '2025-03-07'],
    ['THIS_WEEK', '2025-03-03', '2025-03-09'],
    ['THIS_MONTH', '2025-03-01', '2025-03-31'],
    ['NEXT_MONTH', '2025-04-01', '2025-04-30'],
  ])('%s runs from %s to %s', (value, start, end) => {
    expect(presetRange(value, now)).toEqual({ start, end });
  });

  it('leaves custom to the user', () => {
    expect(presetRange('CUSTOM', now)).toBeNull();
  });

  it('gives a range for every preset but custom, start never after end', () => {
    for (const { value } of DATE_RANGE_PRESETS) {
      const range = presetRange(value, now);
      if (value === 'CUSTOM') continue;
      expect(range).not.toBeNull();
      expect(range!.start <= range!.end).toBe(true);
    }
  });

  it('counts days in IST', () => {
    // 20:00 UTC on 5 March is 01:30 on Thursday 6 March in IST.
    const lateNight = new Date('2025-03-05T20:00:00Z');
    expect(presetRange('TODAY', lateNight)).toEqual({ start: '2025-03-06', end: '2025-03-06' });
    expect(presetRange('THIS_WEEK', new Date('2025-03-09T20:00:00Z'))).toEqual({
      start: '2025-03-10',
      end: '2025-03-16',
    });
  });

  it('starts the week on Monday even on Sunday', () => {
    expect(presetRange('THIS_WEEK', new Date('2025-03-09T12:00:00+05:30'))).toEqual({
      start: '2025-03-03',
      end: '2025-03-09',
    });
  });

  it('rolls next month over the year end', () => {
    expect(presetRange('NEXT_MONTH', new Date('2025-12-31T12:00:00+05:30'))).toEqual({
      start: '2026-01-01',
      end: '2026-01-31',
    });
  });
});
