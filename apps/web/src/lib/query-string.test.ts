import { describe, expect, it } from 'vitest';
import { dropEmpty, toSearchParams, withQuery } from './query-string';

describe('query strings', () => {
  it('drops empty filters', () => {
    expect(dropEmpty({ name: '', status: 'OPEN', tags: [], ids: ['', '7'], missing: null, zero: 0 })).toEqual(
      {
        status: 'OPEN',
        ids: ['7'],
        zero: 0,
      },
    );
  });

  it('repeats list values and splits businessUnit on commas', () => {
    const params = toSearchParams({
      businessUnit: 'DIRECT,UTCL',
      status: ['OPEN', 'CLOSED'],
      q: '  ',
      page: 0,
    });
    expect(params.getAll('businessUnit')).toEqual(['DIRECT', 'UTCL']);
    expect(params.getAll('status')).toEqual(['OPEN', 'CLOSED']);
    expect(params.has('q')).toBe(false);
    expect(params.get('page')).toBe('0');
  });

  it('does not split other parameters on commas', () => {
    expect(toSearchParams({ name: 'Rao, Asha' }).getAll('name')).toEqual(['Rao, Asha']);
  });

  it('appends to an address that already has a query', () => {
    expect(withQuery('/orders?x=1', { y: 2 })).toBe('/orders?x=1&y=2');
    expect(withQuery('/orders', { y: '' })).toBe('/orders');
  });
});
