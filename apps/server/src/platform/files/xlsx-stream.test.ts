import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { constants, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { type PackedEntry, SHEET_HEAD, SHEET_TAIL, workbookZip } from '../../../test/zip-writer';
import { type XlsxProblem, type XlsxRow, readXlsxRows } from './bounded-xlsx';
import { neutraliseCell } from './spreadsheet-safe';
import {
  type XlsxColumn,
  type XlsxRecord,
  defineSheet,
  sheetHeaders,
  writeSheet,
  writeXlsxStream,
} from './xlsx-stream';

const MB = 1024 * 1024;
const dir = mkdtempSync(path.join(os.tmpdir(), 'dom-xlsx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const bytesOf = async (stream: Readable) => {
  const parts: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) parts.push(chunk);
  return Buffer.concat(parts);
};
const collect = async (rows: AsyncIterable<XlsxRow>) => {
  const out: XlsxRow[] = [];
  for await (const r of rows) out.push(r);
  return out;
};
const refusal = async (read: Promise<unknown>): Promise<XlsxProblem> => {
  const err = await read.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(Error);
  return (err as { problem: XlsxProblem }).problem;
};

/**
 * A sheet that unpacks to `unpacked` bytes of empty rows, made in milliseconds: one megabyte of
 * rows deflated once as a full-flushed (non-final, byte-aligned) block, repeated. The CRC is not
 * the content's: a reader that gets as far as checking it has already read too much.
 */
function emptyRowsBomb(unpacked: number): PackedEntry {
  const flush = { finishFlush: constants.Z_FULL_FLUSH };
  const block = Buffer.from('<row></row>'.repeat(Math.floor(MB / 11)));
  const head = deflateRawSync(Buffer.from(SHEET_HEAD), flush);
  const body = deflateRawSync(block, flush);
  const tail = deflateRawSync(Buffer.from(SHEET_TAIL));
  const times = Math.ceil(unpacked / block.length);
  return {
    name: 'xl/worksheets/sheet1.xml',
    data: Buffer.concat([head, ...Array.from({ length: times }, () => body), tail]),
    method: 8,
    crc: 0,
    size: (SHEET_HEAD.length + times * block.length + SHEET_TAIL.length) >>> 0,
  };
}

const COLUMNS: XlsxColumn[] = [
  { header: 'Code', key: 'code' },
  { header: 'Name', key: 'name' },
  { header: 'Qty', key: 'qty' },
  { header: 'Active', key: 'active' },
];

describe('xlsx written and read streaming', () => {
  it('neutralises text that would run as a formula, and only that', () => {
    for (const v of ['=1+2', '+91 98', '-5', '@SUM(A1)', '\t=x', '\r=x'])
      expect(neutraliseCell(v)).toBe(`'${v}`);
    for (const v of ['', 'A-1', 'a=b', '9-5', ' =x']) expect(neutraliseCell(v)).toBe(v);
  });

  it('writes rows from an async source, neutralised, and exceljs and readXlsxRows read them back', async () => {
    async function* source(): AsyncGenerator<XlsxRecord> {
      yield { code: 'A-1', name: '=HYPERLINK("http://evil","x")', qty: 5, active: true };
      yield { code: '@cmd', name: 'सीमेंट', qty: -2.5, active: false };
      yield { code: '+1', name: null, qty: undefined, active: undefined };
    }
    let done = -1;
    const bytes = await bytesOf(
      writeXlsxStream(source(), COLUMNS, { sheetName: 'Items', onDone: (n) => (done = n) }),
    );
    expect(done).toBe(3);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Items');
    expect(sheet?.getCell('B2').value).toBe(`'=HYPERLINK("http://evil","x")`);
    expect(sheet?.getCell('B2').formula).toBeUndefined();
    expect(sheet?.getCell('C3').value).toBe(-2.5);

    const file = path.join(dir, 'items.xlsx');
    writeFileSync(file, bytes);
    let sheetName = '';
    const rows = await collect(readXlsxRows(file, { onSheet: (n) => (sheetName = n) }));
    expect(sheetName).toBe('Items');
    expect(rows).toEqual([
      { row: 1, cells: ['Code', 'Name', 'Qty', 'Active'] },
      { row: 2, cells: ['A-1', `'=HYPERLINK("http://evil","x")`, '5', 'true'] },
      { row: 3, cells: ["'@cmd", 'सीमेंट', '-2.5', 'false'] },
      { row: 4, cells: ["'+1"] },
    ]);
    // The same from bytes in memory.
    expect(await collect(readXlsxRows(bytes))).toEqual(rows);
  });

  it('hands rows on as they are read, and refuses past the row cap without reading on', async () => {
    const many = function* () {
      for (let i = 0; i < 20_000; i++)
        yield { code: `C${i}`, name: `Item ${i}`, qty: i, active: i % 2 === 0 };
    };
    const file = path.join(dir, 'many.xlsx');
    writeFileSync(file, await bytesOf(writeXlsxStream(many(), COLUMNS)));
    let seen = 0;
    for await (const row of readXlsxRows(file)) {
      seen++;
      if (seen === 2) expect(row.cells[0]).toBe('C0');
      if (seen === 10) break; // a consumer may stop early; the file is closed behind it
    }
    expect(seen).toBe(10);
    expect(await refusal(collect(readXlsxRows(file, { maxRows: 5_000 })))).toBe('TOO_MANY_ROWS');
    expect(await collect(readXlsxRows(file, { maxRows: 20_001 }))).toHaveLength(20_001);
  });

  it('refuses a 1 GB-expanding zip bomb named .xlsx within 2 s, memory flat', async () => {
    const bomb = workbookZip(emptyRowsBomb(1024 * MB));
    expect(bomb.length).toBeLessThan(8 * MB);
    const file = path.join(dir, 'orders.xlsx');
    writeFileSync(file, bomb);
    global.gc?.();
    const before = process.memoryUsage();
    let peak = before.heapUsed + before.arrayBuffers;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peak = Math.max(peak, m.heapUsed + m.arrayBuffers);
    }, 5);
    const started = Date.now();
    try {
      const problem = await refusal(
        collect(readXlsxRows(file, { maxRows: 100_001, maxUncompressedBytes: 64 * MB })),
      );
      expect(problem).toBe('TOO_LARGE_UNPACKED');
    } finally {
      clearInterval(sampler);
    }
    const elapsed = Date.now() - started;
    const growthMb = (peak - before.heapUsed - before.arrayBuffers) / MB;
    console.warn(
      `zip bomb (${(bomb.length / MB).toFixed(1)} MB → 1 GB): refused in ${elapsed} ms, peak growth ${growthMb.toFixed(1)} MB`,
    );
    expect(elapsed).toBeLessThan(2_000);
    // The bomb would need 1 GB; reading up to the 64 MB cap in 64 KB chunks needs a few MB.
    expect(growthMb).toBeLessThan(96);
    // Without a cap it would be read to the end: the cap, not luck, stopped it.
    expect(emptyRowsBomb(1024 * MB).size).toBeGreaterThan(1000 * MB);
  });

  it('refuses a file that is not a zip, named .xlsx, with NOT_XLSX', async () => {
    const file = path.join(dir, 'fake.xlsx');
    writeFileSync(file, 'code,name\nA,B\n');
    expect(await refusal(collect(readXlsxRows(file)))).toBe('NOT_XLSX');
  });

  it('writes a sheet from its one definition: headers, cells filled from each row, the failure heard', async () => {
    interface Item {
      code: string;
      pricePaise: string;
      note: string | null;
    }
    const sheet = defineSheet<Item>({
      name: 'Prices',
      columns: [
        { header: 'Code', width: 12, cell: (i) => i.code },
        { header: 'Price', cell: (i) => Number(i.pricePaise) / 100 },
        { header: 'Note', cell: (i) => i.note ?? '' },
      ],
    });
    expect(sheetHeaders(sheet)).toEqual(['Code', 'Price', 'Note']);
    const items: Item[] = [
      { code: 'OPC-53', pricePaise: '38050', note: '=1+1' },
      { code: 'TMT-12', pricePaise: '6200000', note: null },
    ];
    const bytes = await bytesOf(writeSheet(sheet, items));
    const rows = await collect(readXlsxRows(bytes, { onSheet: (n) => expect(n).toBe('Prices') }));
    expect(rows).toEqual([
      { row: 1, cells: ['Code', 'Price', 'Note'] },
      { row: 2, cells: ['OPC-53', '380.5', "'=1+1"] },
      { row: 3, cells: ['TMT-12', '62000'] },
    ]);

    async function* failing(): AsyncGenerator<Item> {
      yield { code: 'A', pricePaise: '1', note: null };
      throw new Error('database went away');
    }
    const heard: string[] = [];
    await expect(
      bytesOf(writeSheet(sheet, failing(), { onError: (err) => heard.push(err.message) })),
    ).rejects.toThrow('database went away');
    expect(heard).toEqual(['database went away']);
  });

  it('ends the stream with the error when the row source fails', async () => {
    async function* failing(): AsyncGenerator<XlsxRecord> {
      yield { code: 'A' };
      throw new Error('database went away');
    }
    await expect(bytesOf(writeXlsxStream(failing(), COLUMNS))).rejects.toThrow('database went away');
  });
});
