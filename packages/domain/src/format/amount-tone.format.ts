export type AmountTone = 'zero' | 'negative' | 'positive';

/** The spec's amount colours. */
export const AMOUNT_TONE_COLOURS = { zero: 'orange', negative: 'red', positive: 'green' } as const;
export type AmountToneColour = (typeof AMOUNT_TONE_COLOURS)[AmountTone];

/** The same colours as palette intents, for UI kits that colour by meaning (warning/error/success). */
export const AMOUNT_TONE_INTENTS = { zero: 'warning', negative: 'error', positive: 'success' } as const;
export type AmountToneIntent = (typeof AMOUNT_TONE_INTENTS)[AmountTone];

export function amountTone(amount: bigint | number): AmountTone {
  if (amount === 0 || amount === 0n) return 'zero';
  return amount < 0 ? 'negative' : 'positive';
}

export function amountToneColour(amount: bigint | number): AmountToneColour {
  return AMOUNT_TONE_COLOURS[amountTone(amount)];
}
