import { describe, expect, it } from 'vitest';
import { COUNTRY_DIAL_CODES, DEFAULT_COUNTRY, dialCodeOf, listCountryDialCodes } from './country-dial-codes';

describe('country dial codes', () => {
  it('covers every country, India +91 first and by default', () => {
    expect(Object.keys(COUNTRY_DIAL_CODES).length).toBeGreaterThanOrEqual(240);
    expect(DEFAULT_COUNTRY).toBe('IN');
    const list = listCountryDialCodes('en');
    expect(list[0]).toEqual({ country: 'IN', dialCode: '+91', name: 'India' });
    expect(dialCodeOf('US')).toBe('+1');
    expect(dialCodeOf('AE')).toBe('+971');
    expect(dialCodeOf('??')).toBe('+91');
  });

  it('writes every code as + and digits', () => {
    for (const code of Object.values(COUNTRY_DIAL_CODES)) expect(code).toMatch(/^\+\d{1,4}$/);
  });

  it('names countries in the interface language', () => {
    const hindi = listCountryDialCodes('hi');
    expect(hindi[0]?.name).toBe('भारत');
    expect(listCountryDialCodes('mr').find((c) => c.country === 'JP')?.name).toBe('जपान');
  });
});
