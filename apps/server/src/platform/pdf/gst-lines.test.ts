import { describe, expect, it } from 'vitest';
import { drawGstLines, type GstLine } from './gst-lines';
import { PdfWriter, winAnsi } from './pdf-kit';
import { pdfTexts } from './pdf-read';

const LONG =
  'Johnson Double Charge 300x300 mm Glazed Vitrified Floor Tile, Matt Finish, Ivory (box of 8, 1.44 sq m)';

const line = (over: Partial<GstLine>): GstLine => ({
  position: 1,
  description: 'OPC 53 Grade Cement',
  hsn: '25232930',
  quantity: '7.000',
  unit: 'BOX',
  ratePaise: 41_000n,
  taxablePaise: 287_000n,
  gstRateBp: 1800,
  igstPaise: 0n,
  cgstPaise: 25_830n,
  sgstPaise: 25_830n,
  ...over,
});

async function printed(interState: boolean, lines: GstLine[]): Promise<string[]> {
  const w = await PdfWriter.create('GST lines');
  drawGstLines(w, interState, lines);
  return (await pdfTexts(await w.save())).flat();
}

// The goods table of the tax invoice and the proforma invoice, read back from the PDF itself.
describe('the GST goods table', () => {
  it('wraps a long description instead of cutting it, and cuts no heading', async () => {
    const texts = await printed(false, [line({ description: LONG }), line({ position: 2 })]);
    expect(texts.join(' ')).toContain(LONG);
    expect(texts.some((t) => t.endsWith('...'))).toBe(false);
    // "CGST %" and "SGST %" whole (over two lines in their narrow columns), never "CG...".
    expect(texts.filter((t) => t === 'CGST' || t === 'SGST')).toHaveLength(4);
    expect(texts).toContain('Taxable Value');
    // The second line is drawn below the whole of the first one.
    expect(texts.indexOf('2')).toBeGreaterThan(
      texts.findIndex((t) => t.startsWith('Ivory') || t.endsWith('sq m)')),
    );
  });

  it('prints whole pieces without decimals and measures with theirs', async () => {
    const texts = await printed(true, [
      line({ quantity: '7.000', unit: 'BOX', igstPaise: 51_660n, cgstPaise: 0n, sgstPaise: 0n }),
      line({ position: 2, quantity: '3.500', unit: 'MT', igstPaise: 51_660n, cgstPaise: 0n, sgstPaise: 0n }),
    ]);
    expect(texts).toContain('7');
    expect(texts).not.toContain('7.000');
    expect(texts).toContain('3.500');
  });

  it('writes the rupee sign as Rs. in the standard fonts, not as a question mark', () => {
    expect(winAnsi('Revenue ₹65,00,00,000')).toBe('Revenue Rs. 65,00,00,000');
    expect(winAnsi('₹ 5')).toBe('Rs. 5');
  });
});
