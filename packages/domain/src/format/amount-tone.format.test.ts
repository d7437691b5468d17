import { describe, expect, it } from 'vitest';
import { AMOUNT_TONE_INTENTS, amountTone, amountToneColour } from './amount-tone.format';

describe('amount tone', () => {
  it('colours zero orange, negative red, positive green', () => {
    expect([amountTone(0n), amountToneColour(0n)]).toEqual(['zero', 'orange']);
    expect([amountTone(-1n), amountToneColour(-1n)]).toEqual(['negative', 'red']);
    expect([amountTone(1n), amountToneColour(1n)]).toEqual(['positive', 'green']);
  });

  it('accepts plain numbers too', () => {
    expect(amountTone(0)).toBe('zero');
    expect(amountTone(-0)).toBe('zero');
    expect(amountTone(-0.01)).toBe('negative');
    expect(amountTone(12.5)).toBe('positive');
  });

  it('maps tones to palette intents', () => {
    expect(AMOUNT_TONE_INTENTS).toEqual({ zero: 'warning', negative: 'error', positive: 'success' });
  });
});
