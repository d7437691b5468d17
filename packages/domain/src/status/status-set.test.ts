import { describe, expect, it } from 'vitest';
import { defineStatusSet } from './status-set';

const SET = [
  { value: 'A', label: 'Alpha', rank: 1, tone: 'info' },
  { value: 'B', label: 'Beta', rank: 2 },
  { value: 'X', label: 'Off the line', tone: 'error' },
] as const;

describe('defineStatusSet', () => {
  const lookup = defineStatusSet(SET);

  it('labels known values and falls back to the value', () => {
    expect(lookup.label('A')).toBe('Alpha');
    expect(lookup.label('NEW_SERVER_STATE')).toBe('NEW_SERVER_STATE');
  });

  it('gives tones, default when absent or unknown', () => {
    expect(lookup.tone('X')).toBe('error');
    expect(lookup.tone('B')).toBe('default');
    expect(lookup.tone('Z')).toBe('default');
  });

  it('ranks and compares only ranked states', () => {
    expect(lookup.rank('B')).toBe(2);
    expect(lookup.rank('X')).toBeUndefined();
    expect(lookup.compare('A', 'B')).toBeLessThan(0);
    expect(lookup.compare('B', 'A')).toBeGreaterThan(0);
    expect(lookup.compare('A', 'X')).toBeNull();
    expect(lookup.hasReached('B', 'A')).toBe(true);
    expect(lookup.hasReached('A', 'A')).toBe(true);
    expect(lookup.hasReached('A', 'B')).toBe(false);
    expect(lookup.hasReached('X', 'A')).toBe(false);
  });

  it('recognises its values', () => {
    expect(lookup.values).toEqual(['A', 'B', 'X']);
    expect(lookup.has('A')).toBe(true);
    expect(lookup.has('a')).toBe(false);
    expect(lookup.has(undefined)).toBe(false);
  });

  it('refuses a duplicate value', () => {
    expect(() =>
      defineStatusSet([
        { value: 'A', label: 'One' },
        { value: 'A', label: 'Two' },
      ]),
    ).toThrow(/duplicate/);
  });
});
