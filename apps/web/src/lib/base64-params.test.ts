import { describe, expect, it } from 'vitest';
import { decodeParams, encodeParams } from './base64-params';

describe('base64 parameter objects', () => {
  it('round-trips objects, Devanagari and the rupee sign included', () => {
    const value = {
      buyer: 'श्री गणेश ट्रेडर्स',
      city: 'पुणे',
      amount: '₹1,23,456.78',
      ids: [1, 2],
      nested: { ok: true },
    };
    const text = encodeParams(value);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeParams(text)).toEqual(value);
  });

  it('reads classic base64 with padding too', () => {
    const classic = btoa(JSON.stringify({ tab: 'orders' }));
    expect(decodeParams(classic)).toEqual({ tab: 'orders' });
  });

  it('answers null for text that is not an encoded value', () => {
    expect(decodeParams('not base64!')).toBeNull();
    expect(decodeParams(btoa('{broken'))).toBeNull();
    expect(decodeParams('')).toBeNull();
    expect(decodeParams(null)).toBeNull();
  });

  it('applies a guard', () => {
    const isTab = (v: unknown): v is { tab: string } => typeof v === 'object' && v !== null && 'tab' in v;
    expect(decodeParams(encodeParams({ tab: 'x' }), isTab)).toEqual({ tab: 'x' });
    expect(decodeParams(encodeParams([1]), isTab)).toBeNull();
  });
});
