// Code 128 bar widths (ISO/IEC 15417): the e-way bill number printed as a barcode, as the portal's
// own print shows it. Digits are written in code set C (two digits a symbol).

/** Bar/space widths of symbols 0–105 (six elements each) and the stop (seven). */
const PATTERNS: readonly string[] = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
  '2331112',
];
export const CODE128_START_C = 105;
export const CODE128_STOP = 106;

/** The symbols of an even-length digit string in code set C: start, pairs, check symbol, stop. */
export function code128CSymbols(digits: string): number[] {
  if (!/^(\d\d)+$/.test(digits)) throw new RangeError('Code set C takes an even number of digits');
  const pairs = (digits.match(/\d\d/g) ?? []).map(Number);
  const check = pairs.reduce((sum, value, i) => sum + value * (i + 1), CODE128_START_C) % 103;
  return [CODE128_START_C, ...pairs, check, CODE128_STOP];
}

/** The widths (in modules) of alternating bars and spaces, starting with a bar. */
export function code128Widths(digits: string): number[] {
  return code128CSymbols(digits).flatMap((symbol) => [...(PATTERNS[symbol] ?? '')].map(Number));
}

/** The symbol whose six widths these are (for reading a printed code back), or -1. */
export function code128SymbolOf(widths: readonly number[]): number {
  return PATTERNS.indexOf(widths.join(''));
}
