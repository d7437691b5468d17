import {
  PDFDocument,
  type PDFFont,
  type PDFPage,
  StandardFonts,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  rgb,
} from 'pdf-lib';
import { code128Widths } from './code128';
import { type QrCode, qrPixels } from './qr-code';

// A small page writer over pdf-lib for the printed documents (tax invoice, e-way bill, challan,
// statement of account): A4 pages, text in the standard fonts, ruled tables that continue on the
// next page, a QR code as an image (one pixel a module, so a reader gets the modules exactly) and
// a Code 128 barcode as bars.

export const A4: [number, number] = [595.28, 841.89];
const MARGIN = 36;

/**
 * The standard fonts speak WinAnsi only: the rupee sign is written "Rs." (as the documents' own
 * figures are) and other characters (Devanagari) become '?'.
 */
export const winAnsi = (text: string): string =>
  text.replace(/₹\s?/g, 'Rs. ').replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

/**
 * `text` broken into lines no wider than `maxWidth` at `size`: at spaces, and inside a word only
 * when the word alone is wider than the line (a long SKU, an IRN).
 */
export function wrapText(font: PDFFont, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (t: string) => font.widthOfTextAtSize(t, size) <= maxWidth;
  for (const word of winAnsi(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (fits(next)) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (!fits(rest) && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
  /** Long values wrap onto more lines of the row instead of being cut (descriptions). */
  wrap?: boolean;
}

export class PdfWriter {
  page!: PDFPage;
  y = 0;
  private pageCount = 0;

  private constructor(
    readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly footer: string,
  ) {}

  static async create(title: string, footer = ''): Promise<PdfWriter> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(title);
    pdf.setProducer('DOM');
    pdf.setCreator('DOM');
    const writer = new PdfWriter(
      pdf,
      await pdf.embedFont(StandardFonts.Helvetica),
      await pdf.embedFont(StandardFonts.HelveticaBold),
      footer,
    );
    writer.newPage();
    return writer;
  }

  get left(): number {
    return MARGIN;
  }

  get width(): number {
    return A4[0] - MARGIN * 2;
  }

  newPage(): void {
    this.page = this.pdf.addPage(A4);
    this.pageCount += 1;
    this.y = A4[1] - MARGIN;
    if (this.footer)
      this.page.drawText(winAnsi(`${this.footer} - page ${this.pageCount}`), {
        x: MARGIN,
        y: 20,
        size: 7,
        font: this.regular,
        color: rgb(0.4, 0.4, 0.4),
      });
  }

  /** Room for `height` more points on this page, else a new page. */
  ensure(height: number): void {
    if (this.y - height < MARGIN + 10) this.newPage();
  }

  /** Text fitted to `maxWidth` (cut with '…' as '...'); y is the baseline. */
  text(
    value: string,
    x: number,
    options: { size?: number; bold?: boolean; maxWidth?: number; y?: number; align?: 'left' | 'right' } = {},
  ): void {
    const size = options.size ?? 8;
    const font = options.bold ? this.bold : this.regular;
    let shown = winAnsi(value);
    const maxWidth = options.maxWidth ?? A4[0] - MARGIN - x;
    while (shown.length > 1 && font.widthOfTextAtSize(shown, size) > maxWidth)
      shown = `${shown.slice(0, -4)}...`;
    const width = font.widthOfTextAtSize(shown, size);
    const at = options.align === 'right' ? x + maxWidth - width : x;
    this.page.drawText(shown, { x: at, y: options.y ?? this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
  }

  /** Wrapped text over `maxWidth`, moving down; answers the lines written. */
  paragraph(
    value: string,
    x: number,
    maxWidth: number,
    options: { size?: number; bold?: boolean } = {},
  ): number {
    const size = options.size ?? 8;
    const font = options.bold ? this.bold : this.regular;
    const lines = winAnsi(value).trim() ? wrapText(font, value, size, maxWidth) : [];
    for (const line of lines) {
      this.ensure(size + 3);
      this.page.drawText(line, { x, y: this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
      this.y -= size + 3;
    }
    return lines.length;
  }

  title(value: string, size = 14): void {
    this.text(value, this.left, { size, bold: true });
    this.y -= size + 6;
  }

  rule(): void {
    this.page.drawLine({
      start: { x: this.left, y: this.y },
      end: { x: this.left + this.width, y: this.y },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
    this.y -= 8;
  }

  /** Label: value pairs in two columns. */
  facts(pairs: readonly (readonly [string, string])[], columns = 2): void {
    const colWidth = this.width / columns;
    for (let i = 0; i < pairs.length; i += columns) {
      this.ensure(12);
      pairs.slice(i, i + columns).forEach(([label, value], c) => {
        const x = this.left + c * colWidth;
        this.text(`${label}:`, x, { bold: true, maxWidth: 110 });
        this.text(value, x + 112, { maxWidth: colWidth - 116 });
      });
      this.y -= 12;
    }
  }

  /**
   * A ruled table; rows continue on new pages with the header repeated. Headers wrap at spaces
   * (never cut: "CGST %" over two lines in a narrow column), and so do the values of `wrap` columns;
   * a row is as tall as its tallest cell.
   */
  table(
    columns: readonly Column[],
    rows: readonly (readonly string[])[],
    options: { size?: number } = {},
  ): void {
    const size = options.size ?? 7.5;
    const lineHeight = size + 2;
    const pad = 4;
    const cellLines = (value: string, c: Column, bold: boolean) =>
      wrapText(bold ? this.bold : this.regular, value, size, c.width - 4);
    const heads = columns.map((c) => cellLines(c.header, c, true));
    const headHeight = Math.max(...heads.map((h) => h.length)) * lineHeight + pad;
    const drawCells = (cells: readonly string[][], bold: boolean) => {
      let x = this.left + 2;
      columns.forEach((c, i) => {
        (cells[i] ?? []).forEach((text, n) =>
          this.text(text, x, {
            size,
            bold,
            maxWidth: c.width - 4,
            align: c.align,
            y: this.y - n * lineHeight,
          }),
        );
        x += c.width;
      });
    };
    const header = () => {
      this.ensure(headHeight + lineHeight + pad);
      this.page.drawRectangle({
        x: this.left,
        y: this.y - headHeight + lineHeight + 1,
        width: this.width,
        height: headHeight,
        color: rgb(0.92, 0.92, 0.92),
      });
      drawCells(heads, true);
      this.y -= headHeight;
    };
    header();
    for (const row of rows) {
      const cells = columns.map((c, i) => {
        const value = row[i] ?? '';
        return c.wrap ? cellLines(value, c, false) : [value];
      });
      const height = Math.max(...cells.map((l) => l.length)) * lineHeight + pad;
      if (this.y - height < MARGIN + 10) {
        this.newPage();
        header();
      }
      drawCells(cells, false);
      const bottom = this.y - height + lineHeight + 1;
      this.page.drawLine({
        start: { x: this.left, y: bottom },
        end: { x: this.left + this.width, y: bottom },
        thickness: 0.25,
        color: rgb(0.8, 0.8, 0.8),
      });
      this.y -= height;
    }
    this.y -= 4;
  }

  /**
   * The QR code as a grey image XObject named `/QR…`, one pixel a module with the quiet zone,
   * drawn `side` points wide with its top-left at (x, top).
   */
  qr(code: QrCode, x: number, top: number, side: number): void {
    const { width, pixels } = qrPixels(code, 1);
    const stream = this.pdf.context.flateStream(pixels, {
      Type: 'XObject',
      Subtype: 'Image',
      Width: width,
      Height: width,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 8,
      Interpolate: false,
    });
    const ref = this.pdf.context.register(stream);
    const name = this.page.node.newXObject('QR', ref);
    this.page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(side, 0, 0, side, x, top - side),
      drawObject(name),
      popGraphicsState(),
    );
  }

  /** A Code 128 (set C) barcode of an even-length digit string, `height` points tall. */
  barcode(digits: string, x: number, top: number, moduleWidth = 1, height = 36): void {
    let at = x;
    code128Widths(digits).forEach((w, i) => {
      if (i % 2 === 0)
        this.page.drawRectangle({
          x: at,
          y: top - height,
          width: w * moduleWidth,
          height,
          color: rgb(0, 0, 0),
        });
      at += w * moduleWidth;
    });
  }

  async save(): Promise<Uint8Array> {
    return this.pdf.save();
  }
}
