import { groupIndianDigits } from '@dom/domain';

/** Whether typed text can still become a non-negative number with at most `maxDecimals` decimals. */
export function isAcceptableDecimalText(text: string, maxDecimals: number): boolean {
  if (text === '') return true;
  const pattern = maxDecimals > 0 ? new RegExp(`^\\d*(?:\\.\\d{0,${maxDecimals}})?$`) : /^\d*$/;
  return pattern.test(text);
}

/** "123456.5" → "1,23,456.5": lakh grouping on the whole part, the fraction as typed. */
export function groupDecimalText(plain: string): string {
  if (plain === '') return '';
  const [whole = '', fraction] = plain.split('.');
  const grouped = whole === '' ? '' : groupIndianDigits(whole.replace(/^0+(?=\d)/, ''));
  return fraction === undefined ? grouped : `${grouped === '' ? '0' : grouped}.${fraction}`;
}

export function ungroup(display: string): string {
  return display.replace(/,/g, '');
}

/** Where the caret goes after regrouping: after the same number of digits and dots as before. */
export function caretAfterGrouping(display: string, significantBeforeCaret: number): number {
  if (significantBeforeCaret <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < display.length; i += 1) {
    if (display[i] !== ',') seen += 1;
    if (seen === significantBeforeCaret) return i + 1;
  }
  return display.length;
}

export function countSignificant(text: string): number {
  return ungroup(text).length;
}
