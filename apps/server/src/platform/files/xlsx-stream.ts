import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { neutraliseCell } from './spreadsheet-safe';

export { readXlsxRows, type ReadXlsxRowsOptions } from './bounded-xlsx';

export interface XlsxColumn {
  header: string;
  key: string;
  /** In characters (Excel's unit). */
  width?: number;
}

export type XlsxCellValue = string | number | boolean | Date | null | undefined;
export type XlsxRecord = Record<string, XlsxCellValue>;

export interface WriteXlsxOptions {
  sheetName?: string;
  /** Told the number of rows written once the workbook is complete. */
  onDone?: (rows: number) => void;
}

/**
 * A workbook written as it is read: each row is committed to the zip stream as it comes from
 * `rows` (any iterable, sync or async: a keyset-paged query, a cursor), and the writer waits when
 * the reader of the stream is slower, so memory holds a few rows and the zip's window, whatever
 * the row count. Text that would run as a formula (= + - @, tab, CR) is neutralised with a quote.
 * The stream ends with an error if `rows` throws.
 */
export function writeXlsxStream(
  rows: Iterable<XlsxRecord> | AsyncIterable<XlsxRecord>,
  columns: readonly XlsxColumn[],
  options: WriteXlsxOptions = {},
): Readable {
  const out = new PassThrough({ highWaterMark: 1024 * 1024 });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet(options.sheetName ?? 'Sheet1');
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 16 }));
  const cell = (v: XlsxCellValue): ExcelJS.CellValue => {
    if (v === null || v === undefined) return null;
    return typeof v === 'string' ? neutraliseCell(v) : v;
  };
  const run = async () => {
    let written = 0;
    for await (const record of rows) {
      const values: Record<string, ExcelJS.CellValue> = {};
      for (const c of columns) values[c.key] = cell(record[c.key]);
      sheet.addRow(values).commit();
      written++;
      // Let the reader catch up: the zip writes into `out`, which says when it is full.
      if (written % 500 === 0 && out.writableNeedDrain) {
        await Promise.race([once(out, 'drain'), once(out, 'close')]);
        if (out.destroyed) return; // the reader went away: stop reading rows
      }
    }
    sheet.commit();
    await book.commit();
    options.onDone?.(written);
  };
  run().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}

/**
 * One column of a sheet, declared once: its header, its width, and how a row fills its cell. A
 * sheet's definition is the one place its columns are named: the export writes from it, and an
 * import template and reader of the same sheet read its headers (`sheetHeaders`).
 */
export interface SheetColumn<Row> {
  header: string;
  /** In characters (Excel's unit). */
  width?: number;
  cell: (row: Row) => XlsxCellValue;
}

export interface SheetDefinition<Row> {
  /** The worksheet's name. */
  name: string;
  columns: readonly SheetColumn<Row>[];
}

/** Declares a sheet (typed by the row it is filled from). */
export function defineSheet<Row>(definition: SheetDefinition<Row>): SheetDefinition<Row> {
  return definition;
}

/** The header row of a sheet, in column order. */
export function sheetHeaders<Row>(definition: SheetDefinition<Row>): string[] {
  return definition.columns.map((c) => c.header);
}

/**
 * Streams `rows` as the sheet `definition` describes (through `writeXlsxStream`: committed row by
 * row, formula-looking text neutralised). `onError` hears a failure after the stream was handed
 * over (the download is cut off then).
 */
export function writeSheet<Row>(
  definition: SheetDefinition<Row>,
  rows: Iterable<Row> | AsyncIterable<Row>,
  options: { onDone?: (rows: number) => void; onError?: (err: Error) => void } = {},
): Readable {
  const keys = definition.columns.map((_, i) => `c${i}`);
  async function* records(): AsyncIterable<XlsxRecord> {
    for await (const row of rows) {
      const record: XlsxRecord = {};
      definition.columns.forEach((column, i) => {
        record[keys[i] ?? ''] = column.cell(row);
      });
      yield record;
    }
  }
  const columns = definition.columns.map((c, i) => ({
    header: c.header,
    key: keys[i] ?? '',
    width: c.width,
  }));
  const out = writeXlsxStream(records(), columns, { sheetName: definition.name, onDone: options.onDone });
  if (options.onError) {
    const onError = options.onError;
    out.on('error', (err: Error) => onError(err));
  }
  return out;
}
