import {
  addDays,
  addMonths,
  endOfMonth,
  istDateOf,
  startOfMonth,
  weekdayOf,
  type DateRange,
} from './ist-calendar';

export const DATE_RANGE_PRESETS = [
  { value: 'LAST_7_DAYS', label: 'Last 7 Days' },
  { value: 'LAST_14_DAYS', label: 'Last 14 Days' },
  { value: 'LAST_15_DAYS', label: 'Last 15 Days' },
  { value: 'LAST_30_DAYS', label: 'Last 30 Days' },
  { value: 'LAST_60_DAYS', label: 'Last 60 Days' },
  { value: 'LAST_90_DAYS', label: 'Last 90 Days' },
  { value: 'LAST_120_DAYS', label: 'Last 120 Days' },
  { value: 'LAST_180_DAYS', label: 'Last 180 Days' },
  { value: 'LAST_1_WEEK', label: '1 Week' },
  { value: 'LAST_2_WEEKS', label: '2 Weeks' },
  { value: 'LAST_1_MONTH', label: '1 Month' },
  { value: 'LAST_2_MONTHS', label: '2 Months' },
  { value: 'LAST_3_MONTHS', label: '3 Months' },
  { value: 'LAST_4_MONTHS', label: '4 Months' },
  { value: 'LAST_6_MONTHS', label: '6 Months' },
  { value: 'NEXT_7_DAYS', label: 'Next 7 Days' },
  { value: 'NEXT_30_DAYS', label: 'Next 30 Days' },
  { value: 'NEXT_60_DAYS', label: 'Next 60 Days' },
  { value: 'NEXT_90_DAYS', label: 'Next 90 Days' },
  { value: 'TODAY', label: 'Today' },
  { value: 'TODAY_AND_NEXT_2_DAYS', label: 'Today + Next 2 Days' },
  { value: 'THIS_WEEK', label: 'This Week' },
  { value: 'THIS_MONTH', label: 'This Month' },
  { value: 'NEXT_MONTH', label: 'Next Month' },
  { value: 'CUSTOM', label: 'Custom Range' },
] as const;

export type DateRangePresetValue = (typeof DATE_RANGE_PRESETS)[number]['value'];

const PRESET_VALUES = new Set<string>(DATE_RANGE_PRESETS.map((preset) => preset.value));

export function isDateRangePreset(value: string): value is DateRangePresetValue {
  return PRESET_VALUES.has(value);
}

/**
 * The calendar days (IST, inclusive) a preset covers on the day `now` falls in.
 * - "Last N days" is N days ending today (today counts as one of them).
 * - "N weeks/months" runs from the same date N weeks or months ago through today.
 * - "Next N days" is today and the N days after it, matching "today plus next 2".
 * - Weeks start on Monday.
 * Custom has no range of its own: the user picks both ends, so it answers null.
 */
export function presetRange(value: DateRangePresetValue, now: Date): DateRange | null {
  const today = istDateOf(now);
  const last = /^LAST_(\d+)_(DAYS|WEEKS?|MONTHS?)$/.exec(value);
  if (last) {
    const count = Number(last[1]);
    const unit = last[2] ?? '';
    if (unit === 'DAYS') return { start: addDays(today, 1 - count), end: today };
    if (unit.startsWith('WEEK')) return { start: addDays(today, -7 * count), end: today };
    return { start: addMonths(today, -count), end: today };
  }
  const next = /^NEXT_(\d+)_DAYS$/.exec(value);
  if (next) return { start: today, end: addDays(today, Number(next[1])) };
  switch (value) {
    case 'TODAY':
      return { start: today, end: today };
    case 'TODAY_AND_NEXT_2_DAYS':
      return { start: today, end: addDays(today, 2) };
    case 'THIS_WEEK': {
      const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
      return { start: monday, end: addDays(monday, 6) };
    }
    case 'THIS_MONTH':
      return { start: startOfMonth(today), end: endOfMonth(today) };
    case 'NEXT_MONTH': {
      const first = addMonths(startOfMonth(today), 1);
      return { start: first, end: endOfMonth(first) };
    }
    default:
      return null;
  }
}
