import { describe, expect, it } from 'vitest';
import { businessUnitFilter } from './business-unit-context';

describe('business unit filter', () => {
  it('expands DIRECT to the units it groups and leaves UBS alone', () => {
    expect(businessUnitFilter('DIRECT')).toEqual(['DIRECT', 'UTCL']);
    expect(businessUnitFilter('UBS')).toEqual(['UBS']);
    expect(businessUnitFilter(null)).toEqual([]);
  });
});
