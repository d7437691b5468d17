import { describe, expect, it } from 'vitest';
import type { FilterDefinition } from './filter-types';
import { filterQuery, readFilterValues, writeFilterValue } from './filter-url-state';

const filters: FilterDefinition[] = [
  { kind: 'text', key: 'q', label: 'Search' },
  { kind: 'select', key: 'channel', label: 'Channel', options: [{ value: 'UBS', label: 'UBS' }] },
  {
    kind: 'multiSelect',
    key: 'status',
    label: 'Status',
    options: [
      { value: 'OPEN', label: 'Open' },
      { value: 'CLOSED', label: 'Closed' },
    ],
  },
  { kind: 'dateRange', key: 'orderDate', label: 'Order date' },
];

// 10:00 IST on Wednesday 5 March 2025.
const now = new Date('2025-03-05T04:30:00Z');

describe('filter state in the address', () => {
  it('reads every kind, resolving date presets against today in IST', () => {
    const params = new URLSearchParams(
      'q=cement&channel=UBS&status=OPEN&status=CLOSED&orderDate=LAST_7_DAYS',
    );
    expect(readFilterValues(params, filters, now)).toEqual({
      q: 'cement',
      channel: 'UBS',
      status: ['OPEN', 'CLOSED'],
      orderDate: { preset: 'LAST_7_DAYS', start: '2025-02-27', end: '2025-03-05' },
    });
  });

  it('ignores values the filter does not offer and broken ranges', () => {
    const params = new URLSearchParams(
      'channel=NOPE&status=WHAT&orderDate=CUSTOM&orderDateFrom=2025-03-10&orderDateTo=2025-03-01',
    );
    expect(readFilterValues(params, filters, now)).toEqual({
      q: undefined,
      channel: undefined,
      status: undefined,
      orderDate: undefined,
    });
  });

  it('reads a custom range', () => {
    const params = new URLSearchParams('orderDate=CUSTOM&orderDateFrom=2025-01-01&orderDateTo=2025-01-31');
    expect(readFilterValues(params, filters, now).orderDate).toEqual({
      preset: 'CUSTOM',
      start: '2025-01-01',
      end: '2025-01-31',
    });
  });

  it('writes a change, drops empties and returns to the first page', () => {
    const start = new URLSearchParams('q=old&page=4&sort=id:asc');
    const [text, , multi, range] = filters as [
      FilterDefinition,
      FilterDefinition,
      FilterDefinition,
      FilterDefinition,
    ];
    expect(writeFilterValue(start, text, '  ').toString()).toBe('sort=id%3Aasc');
    expect(writeFilterValue(start, multi, ['OPEN', 'CLOSED']).getAll('status')).toEqual(['OPEN', 'CLOSED']);
    const custom = writeFilterValue(start, range, {
      preset: 'CUSTOM',
      start: '2025-01-01',
      end: '2025-01-31',
    });
    expect(custom.get('orderDateFrom')).toBe('2025-01-01');
    const preset = writeFilterValue(custom, range, {
      preset: 'TODAY',
      start: '2025-03-05',
      end: '2025-03-05',
    });
    expect(preset.get('orderDate')).toBe('TODAY');
    expect(preset.has('orderDateFrom')).toBe(false);
  });

  it('turns values into call parameters', () => {
    expect(
      filterQuery({
        q: 'cement',
        status: ['OPEN'],
        orderDate: { preset: 'TODAY', start: '2025-03-05', end: '2025-03-05' },
        channel: undefined,
      }),
    ).toEqual({ q: 'cement', status: ['OPEN'], orderDateFrom: '2025-03-05', orderDateTo: '2025-03-05' });
  });
});
