// Amounts in words with the Indian numbering system (thousand, lakh, crore), as Rule 46 asks an
// invoice to state its total "in figures and in words".

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const unit = n % 10;
  return `${TENS[Math.floor(n / 10)] ?? ''}${unit ? `-${ONES[unit] ?? ''}` : ''}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds] ?? ''} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in words, Indian style: 25423565 → 'Two Crore Fifty-Four Lakh Twenty-Three Thousand …'. */
export function numberInIndianWords(value: bigint): string {
  if (value < 0n) return `Minus ${numberInIndianWords(-value)}`;
  if (value === 0n) return 'Zero';
  const crore = value / 10_000_000n;
  const rest = Number(value % 10_000_000n);
  const parts = [
    crore > 0n ? `${numberInIndianWords(crore)} Crore` : '',
    Math.floor(rest / 100_000) ? `${belowHundred(Math.floor(rest / 100_000))} Lakh` : '',
    Math.floor((rest % 100_000) / 1000)
      ? `${belowHundred(Math.floor((rest % 100_000) / 1000))} Thousand`
      : '',
    rest % 1000 ? belowThousand(rest % 1000) : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** Paise as 'Rupees … and … Paise Only'. */
export function rupeesInWords(paise: bigint): string {
  const negative = paise < 0n;
  const abs = negative ? -paise : paise;
  const rupees = abs / 100n;
  const p = abs % 100n;
  const words = `Rupees ${numberInIndianWords(rupees)}${p > 0n ? ` and ${numberInIndianWords(p)} Paise` : ''} Only`;
  return negative ? `Minus ${words}` : words;
}

/** Paise as 'Rs. 2,54,235.65' (Indian digit grouping; the PDF fonts have no ₹ sign). */
export function rupeesFigure(paise: bigint): string {
  const sign = paise < 0n ? '-' : '';
  const abs = paise < 0n ? -paise : paise;
  return `Rs. ${sign}${(abs / 100n).toLocaleString('en-IN')}.${(abs % 100n).toString().padStart(2, '0')}`;
}
