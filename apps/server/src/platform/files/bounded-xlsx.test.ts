import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  SHEET_HEAD,
  SHEET_TAIL,
  inlineRow,
  packed,
  packedRepeated,
  workbookZip,
  zip,
  zipBombWorkbook,
} from '../../../test/zip-writer';
import { DEFAULT_XLSX_LIMITS, type XlsxLimits, type XlsxProblem, readXlsxSheet } from './bounded-xlsx';
import { readUntrustedXlsx } from './untrusted-xlsx';

const sheetOf = (xml: string) => packed('xl/worksheets/sheet1.xml', SHEET_HEAD + xml + SHEET_TAIL);
const limits = (over: Partial<XlsxLimits>): XlsxLimits => ({ ...DEFAULT_XLSX_LIMITS, ...over });

async function refusal(read: Promise<unknown>): Promise<XlsxProblem> {
  const err = await read.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(Error);
  return (err as { problem: XlsxProblem }).problem;
}

describe('bounded xlsx reader', () => {
  it('reads what exceljs writes: shared and rich strings, numbers, dates, booleans, formulas', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Notes').addRow(['not this one']);
    const sheet = book.addWorksheet('Orders');
    sheet.addRow(['Ref', 'Qty', 'When', 'Rich', 'Flag', 'Sum']);
    sheet.addRow([
      '  A-1 ',
      2.5,
      new Date(Date.UTC(2026, 10, 20, 10, 30)),
      { richText: [{ text: 'bo' }, { text: 'ld', font: { bold: true } }] },
      true,
      { formula: 'B2*2', result: 5 },
    ]);
    sheet.addRow([]);
    sheet.getCell('C5').value = 'lone';
    const read = await readXlsxSheet(
      Buffer.from(await book.xlsx.writeBuffer()),
      DEFAULT_XLSX_LIMITS,
      'Orders',
    );
    expect(read.sheetName).toBe('Orders');
    expect(read.rows).toEqual([
      { row: 1, cells: ['Ref', 'Qty', 'When', 'Rich', 'Flag', 'Sum'] },
      { row: 2, cells: ['A-1', '2.5', '2026-11-20 10:30', 'bold', 'true', '5'] },
      { row: 5, cells: ['', '', 'lone'] },
    ]);
  });

  it('refuses more zip entries than the cap before reading any', async () => {
    const many = Array.from({ length: 30 }, (_, i) => packed(`x/${i}.xml`, '<a/>'));
    const file = workbookZip(sheetOf(inlineRow(['a'])), 'Orders', many);
    expect(await refusal(readXlsxSheet(file, limits({ maxEntries: 20 })))).toBe('TOO_MANY_ENTRIES');
    expect((await readXlsxSheet(file, limits({ maxEntries: 40 }))).rows).toHaveLength(1);
  });

  it('stops inflating at the unpacked-size cap, whatever the headers declare', async () => {
    // 64 MB of empty rows: no row cap applies; the size cap must.
    const sheet = await packedRepeated(
      'xl/worksheets/sheet1.xml',
      SHEET_HEAD,
      '<row></row>',
      6_000_000,
      SHEET_TAIL,
    );
    sheet.size = 100; // the header lies
    const started = Date.now();
    const problem = await refusal(
      readXlsxSheet(workbookZip(sheet), limits({ maxUnpackedBytes: 4 * 1024 * 1024 })),
    );
    expect(problem).toBe('TOO_LARGE_UNPACKED');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses past the row, column and cell-length caps', async () => {
    const rows = workbookZip(sheetOf(Array.from({ length: 12 }, (_, i) => inlineRow([`r${i}`])).join('')));
    expect(await refusal(readXlsxSheet(rows, limits({ maxRows: 10 })))).toBe('TOO_MANY_ROWS');
    expect((await readXlsxSheet(rows, limits({ maxRows: 12 }))).rows).toHaveLength(12);

    const wide = workbookZip(
      sheetOf('<row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c><c r="AA1"><v>1</v></c></row>'),
    );
    expect(await refusal(readXlsxSheet(wide, limits({ maxColumns: 26 })))).toBe('TOO_MANY_COLUMNS');
    expect((await readXlsxSheet(wide, limits({ maxColumns: 27 }))).rows[0]?.cells[26]).toBe('1');

    const long = workbookZip(sheetOf(inlineRow(['x'.repeat(101)])));
    expect(await refusal(readXlsxSheet(long, limits({ maxCellChars: 100 })))).toBe('CELL_TOO_LONG');
    const sharedLong = workbookZip(sheetOf('<row><c t="s"><v>0</v></c></row>'), 'Orders', [
      packed('xl/sharedStrings.xml', `<sst><si><t>${'y'.repeat(101)}</t></si></sst>`),
    ]);
    expect(await refusal(readXlsxSheet(sharedLong, limits({ maxCellChars: 100 })))).toBe('CELL_TOO_LONG');
  });

  it('refuses a file that is not a zip, a truncated zip and a broken deflate stream', async () => {
    expect(await refusal(readXlsxSheet(Buffer.from('order ref,buyer code\nA,B\n')))).toBe('NOT_XLSX');
    const file = workbookZip(sheetOf(inlineRow(['a'])));
    expect(await refusal(readXlsxSheet(file.subarray(0, Math.floor(file.length / 2))))).toBe('NOT_XLSX');
    const broken = sheetOf(inlineRow(['a']));
    broken.data = Buffer.from(broken.data.subarray(0, 5));
    expect(await refusal(readXlsxSheet(workbookZip(broken)))).toBe('NOT_XLSX');
    const notXml = workbookZip(packed('xl/worksheets/sheet1.xml', '<worksheet><sheetData><row>'));
    expect(await refusal(readXlsxSheet(notXml))).toBe('NOT_XLSX');
    expect(await refusal(readXlsxSheet(zip([packed('a.txt', 'hello')])))).toBe('NOT_XLSX');
  });

  it('in its worker: refuses the zip bomb by its rows at once, and ends a worker that runs out of memory', async () => {
    const header = Array.from({ length: 16 }, (_, i) => `H${i}`);
    const bomb = await zipBombWorkbook(header, 100 * 1024 * 1024);
    const started = Date.now();
    expect(await refusal(readUntrustedXlsx(bomb, { limits: { maxRows: 1001 } }))).toBe('TOO_MANY_ROWS');
    expect(Date.now() - started).toBeLessThan(5_000);
    // Past every cap, the worker's own heap limit still ends it: 200,000 rows kept are too many for 16 MB.
    const rows = await packedRepeated(
      'xl/worksheets/sheet1.xml',
      SHEET_HEAD,
      inlineRow(header),
      200_000,
      SHEET_TAIL,
    );
    const unlimited = { maxRows: 1e9, maxUnpackedBytes: 1e12, maxColumns: 100 };
    expect(await refusal(readUntrustedXlsx(workbookZip(rows), { limits: unlimited, memoryMb: 16 }))).toBe(
      'TOO_COSTLY',
    );
    // The worker's end leaves the reader usable.
    const ok = await readUntrustedXlsx(workbookZip(sheetOf(inlineRow(['a', 'b']))));
    expect(ok.rows).toEqual([{ row: 1, cells: ['a', 'b'] }]);
  });
});
