import { quantityInUnit } from '@dom/domain';
import { rupeesFigure } from './amount-in-words';
import type { PdfWriter } from './pdf-kit';
import { type Column } from './pdf-kit';

/** One goods line of a GST document (tax invoice, proforma invoice): amounts in paise, rate in basis points. */
export interface GstLine {
  readonly position: number;
  readonly description: string;
  readonly hsn: string;
  readonly quantity: string;
  readonly unit: string;
  readonly ratePaise: bigint;
  readonly taxablePaise: bigint;
  readonly gstRateBp: number;
  readonly igstPaise: bigint;
  readonly cgstPaise: bigint;
  readonly sgstPaise: bigint;
}

const figure = (paise: bigint): string => rupeesFigure(paise).replace('Rs. ', '');
const rate = (bp: number): string => `${(bp / 100).toFixed(bp % 100 === 0 ? 0 : 2)}%`;

const INTER_STATE: Column[] = [
  { header: '#', width: 16 },
  { header: 'Description', width: 150, wrap: true },
  { header: 'HSN', width: 50 },
  { header: 'Qty', width: 50, align: 'right' },
  { header: 'Unit', width: 34 },
  { header: 'Rate (Rs.)', width: 60, align: 'right' },
  { header: 'Taxable Value', width: 70, align: 'right' },
  { header: 'IGST %', width: 32, align: 'right' },
  { header: 'IGST', width: 60, align: 'right' },
];
const INTRA_STATE: Column[] = [
  { header: '#', width: 16 },
  { header: 'Description', width: 118, wrap: true },
  { header: 'HSN', width: 44 },
  { header: 'Qty', width: 44, align: 'right' },
  { header: 'Unit', width: 30 },
  { header: 'Rate (Rs.)', width: 50, align: 'right' },
  { header: 'Taxable Value', width: 62, align: 'right' },
  { header: 'CGST %', width: 30, align: 'right' },
  { header: 'CGST', width: 48, align: 'right' },
  { header: 'SGST %', width: 30, align: 'right' },
  { header: 'SGST', width: 48, align: 'right' },
];

/**
 * The goods table of a GST document: IGST columns for an inter-state supply, CGST and SGST (half
 * the rate each) for an intra-state one. Descriptions wrap; quantities in whole pieces print
 * without decimals ("7 BOX", "3.500 MT").
 */
export function drawGstLines(w: PdfWriter, interState: boolean, lines: readonly GstLine[]): void {
  w.table(
    interState ? INTER_STATE : INTRA_STATE,
    lines.map((l) => {
      const head = [
        String(l.position),
        l.description,
        l.hsn,
        quantityInUnit(l.quantity, l.unit),
        l.unit,
        figure(l.ratePaise),
        figure(l.taxablePaise),
      ];
      return interState
        ? [...head, rate(l.gstRateBp), figure(l.igstPaise)]
        : [...head, rate(l.gstRateBp / 2), figure(l.cgstPaise), rate(l.gstRateBp / 2), figure(l.sgstPaise)];
    }),
  );
}
