import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import {
  UnpackBudget,
  type ZipEntry,
  ZipReadError,
  type ZipSource,
  zipSourceOfBytes,
  zipSourceOfFile,
} from './zip-entries';

/**
 * An uploaded workbook read in bounded space: the zip's entries are inflated in counted chunks and
 * fed to a streaming XML parser, and the sheet is read row by row, so no cap is checked after the
 * fact. Every cap is a refusal with a reason; nothing is truncated silently.
 */
export interface XlsxLimits {
  /** Unpacked bytes of all the entries read together (workbook, styles, shared strings, sheet). */
  maxUnpackedBytes: number;
  maxEntries: number;
  /** Non-empty rows, the header included. */
  maxRows: number;
  /** The highest column that may hold a value (1 = A). */
  maxColumns: number;
  maxCellChars: number;
  /**
   * Inflate every entry once, without parsing, before reading: the unpacked size is then known
   * (and refused past the cap) at zlib's speed, not the XML parser's — a zip bomb is refused in
   * a fraction of a second whatever the cap. Costs a second inflate of a good file.
   */
  prescan?: boolean;
}

export const DEFAULT_XLSX_LIMITS: XlsxLimits = {
  maxUnpackedBytes: 32 * 1024 * 1024,
  maxEntries: 200,
  maxRows: 10_001,
  maxColumns: 100,
  maxCellChars: 32_767, // Excel's own cell limit
};

export type XlsxProblem =
  | 'NOT_XLSX'
  | 'TOO_MANY_ENTRIES'
  | 'TOO_LARGE_UNPACKED'
  | 'TOO_MANY_ROWS'
  | 'TOO_MANY_COLUMNS'
  | 'CELL_TOO_LONG'
  | 'NO_SHEET'
  /** Raised around the reader (worker.ts): out of its memory or its time. */
  | 'TOO_COSTLY';

export class XlsxReadError extends Error {
  constructor(
    readonly problem: XlsxProblem,
    message: string,
  ) {
    super(message);
    this.name = 'XlsxReadError';
  }
}

export interface XlsxRow {
  /** The row number as the user sees it. */
  row: number;
  /** Trimmed texts from column A on; dates as "YYYY-MM-DD HH:MM" of the wall clock typed. */
  cells: string[];
}
export interface XlsxSheet {
  sheetName: string;
  /** Rows holding at least one non-empty cell, in sheet order. */
  rows: XlsxRow[];
}

type Handlers = Partial<{
  open: (tag: SaxesTagPlain) => void;
  close: (name: string) => void;
  text: (text: string) => void;
}>;

/**
 * Streams one entry through the XML parser; the entry's chunks are charged to the budget. Yields
 * after each chunk, so a caller can hand on what the handlers gathered (rows) as it goes.
 */
async function* parseEntry(source: ZipSource, entry: ZipEntry, budget: UnpackBudget, on: Handlers) {
  const parser = new SaxesParser({ xmlns: false });
  let failure: Error | null = null;
  parser.on('error', (err) => {
    failure ??= err;
  });
  if (on.open) parser.on('opentag', on.open);
  if (on.close) {
    const close = on.close;
    parser.on('closetag', (tag) => close(tag.name));
  }
  if (on.text) {
    parser.on('text', on.text);
    parser.on('cdata', on.text);
  }
  const decoder = new StringDecoder('utf8');
  for await (const chunk of source.inflate(entry, budget)) {
    parser.write(decoder.write(chunk));
    if (failure) break;
    yield;
  }
  if (!failure) parser.write(decoder.end()).close();
  if (failure) throw new XlsxReadError('NOT_XLSX', `${entry.name} is not well-formed XML`);
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);
const isDateFormatCode = (code: string) =>
  /[ymdhsb]/i.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

const pad = (n: number) => String(n).padStart(2, '0');
const dateText = (d: Date) =>
  Number.isNaN(d.getTime())
    ? ''
    : `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
/** Excel's serial day number (1900 or 1904 system) as the wall-clock time it shows. */
const serialDate = (serial: number, date1904: boolean) =>
  new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));

const columnNumber = (ref: string): number => {
  let n = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    n = n * 26 + (code - 64);
  }
  return n;
};

function resolveTarget(target: string): string {
  const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  const parts: string[] = [];
  for (const part of path.split('/'))
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  return parts.join('/');
}

class TextCollector {
  private parts: string[] = [];
  private length = 0;
  constructor(private readonly maxChars: number) {}
  add(text: string): void {
    this.length += text.length;
    if (this.length > this.maxChars)
      throw new XlsxReadError('CELL_TOO_LONG', `a cell holds more than ${this.maxChars} characters`);
    this.parts.push(text);
  }
  take(): string {
    const text = this.parts.join('');
    this.parts = [];
    this.length = 0;
    return text;
  }
}

/**
 * Reads the named sheet (or the first one) of an xlsx in bounded space. Only the entries the sheet
 * needs are inflated: workbook, its relationships, styles (for date cells), shared strings, sheet.
 */
export async function readXlsxSheet(
  bytes: Buffer,
  limits: XlsxLimits = DEFAULT_XLSX_LIMITS,
  preferredSheet?: string,
): Promise<XlsxSheet> {
  let source: ZipSource;
  try {
    source = zipSourceOfBytes(bytes, limits.maxEntries);
  } catch (err) {
    throw asXlsxError(err);
  }
  const sheet: XlsxSheet = { sheetName: '', rows: [] };
  for await (const row of sheetRows(source, limits, preferredSheet, (name) => (sheet.sheetName = name)))
    sheet.rows.push(row);
  return sheet;
}

export interface ReadXlsxRowsOptions {
  /** Non-empty rows, the header included (default 1,000,001). */
  maxRows?: number;
  /**
   * Unpacked bytes of all the entries together (default 256 MB: a 100,000-row, 20-column sheet
   * unpacks to about 100 MB). Checked before any row is read (prescan).
   */
  maxUncompressedBytes?: number;
  maxEntries?: number;
  maxColumns?: number;
  maxCellChars?: number;
  preferredSheet?: string;
  /** Told the sheet's name once it is known (before the first row). */
  onSheet?: (name: string) => void;
}

/**
 * The rows of an xlsx one at a time, in bounded space whatever the sheet's size: the file (a path
 * on disk, or bytes) is read entry by entry, the sheet inflated in counted chunks and parsed as it
 * comes, each row handed on as soon as it is complete. The caps on rows and on unpacked bytes are
 * refusals (XlsxReadError), reached as soon as they are passed: a zip bomb costs the bytes of the
 * cap, not its own. Shared strings are held (they are bounded by the unpacked cap).
 */
export async function* readXlsxRows(
  file: string | Buffer,
  options: ReadXlsxRowsOptions = {},
): AsyncGenerator<XlsxRow> {
  const limits: XlsxLimits = {
    maxUnpackedBytes: options.maxUncompressedBytes ?? 256 * 1024 * 1024,
    maxEntries: options.maxEntries ?? DEFAULT_XLSX_LIMITS.maxEntries,
    maxRows: options.maxRows ?? 1_000_001,
    maxColumns: options.maxColumns ?? DEFAULT_XLSX_LIMITS.maxColumns,
    maxCellChars: options.maxCellChars ?? DEFAULT_XLSX_LIMITS.maxCellChars,
    prescan: true,
  };
  let source: ZipSource;
  try {
    source =
      typeof file === 'string'
        ? await zipSourceOfFile(file, limits.maxEntries)
        : zipSourceOfBytes(file, limits.maxEntries);
  } catch (err) {
    throw asXlsxError(err);
  }
  try {
    yield* sheetRows(source, limits, options.preferredSheet, options.onSheet);
  } finally {
    await source.close();
  }
}

async function* sheetRows(
  source: ZipSource,
  limits: XlsxLimits,
  preferredSheet: string | undefined,
  onSheet?: (name: string) => void,
): AsyncGenerator<XlsxRow> {
  const entries = source.entries;
  const budget = new UnpackBudget(limits.maxUnpackedBytes);
  const byName = new Map<string, ZipEntry>();
  for (const e of entries) if (!byName.has(e.name)) byName.set(e.name, e);
  if (limits.prescan) {
    const scan = new UnpackBudget(limits.maxUnpackedBytes);
    try {
      for (const entry of entries) for await (const _ of source.inflate(entry, scan));
    } catch (err) {
      throw asXlsxError(err);
    }
  }
  async function* parseSteps(name: string, on: Handlers, required: boolean) {
    const entry = byName.get(name);
    if (!entry) {
      if (required) throw new XlsxReadError('NOT_XLSX', `${name} is missing`);
      return;
    }
    try {
      yield* parseEntry(source, entry, budget, on);
    } catch (err) {
      throw asXlsxError(err);
    }
  }
  const parse = async (name: string, on: Handlers, required: boolean) => {
    for await (const _ of parseSteps(name, on, required));
  };

  // The workbook: the sheets in order, and the date system.
  const sheets: { name: string; relId: string }[] = [];
  let date1904 = false;
  await parse(
    'xl/workbook.xml',
    {
      open: (tag) => {
        const name = localName(tag.name);
        if (name === 'sheet') {
          const relId = Object.entries(tag.attributes).find(([k]) => localName(k) === 'id')?.[1];
          if (tag.attributes.name && relId) sheets.push({ name: tag.attributes.name, relId });
        } else if (name === 'workbookPr') {
          const v = tag.attributes.date1904;
          date1904 = v === '1' || v === 'true';
        }
      },
    },
    true,
  );
  const sheet = sheets.find((s) => s.name === preferredSheet) ?? sheets[0];
  if (!sheet) throw new XlsxReadError('NO_SHEET', 'the workbook has no sheet');
  onSheet?.(sheet.name);
  const targets = new Map<string, string>();
  await parse(
    'xl/_rels/workbook.xml.rels',
    {
      open: (tag) => {
        if (localName(tag.name) === 'Relationship' && tag.attributes.Id && tag.attributes.Target)
          targets.set(tag.attributes.Id, resolveTarget(tag.attributes.Target));
      },
    },
    true,
  );
  const sheetPath = targets.get(sheet.relId);
  if (!sheetPath || !byName.has(sheetPath))
    throw new XlsxReadError('NO_SHEET', `the sheet ${sheet.name} is missing`);

  // Styles: which cell formats show a number as a date.
  const dateFormats = new Set<number>();
  const dateStyles: boolean[] = [];
  let inCellXfs = false;
  await parse(
    'xl/styles.xml',
    {
      open: (tag) => {
        const name = localName(tag.name);
        if (name === 'numFmt' && isDateFormatCode(tag.attributes.formatCode ?? ''))
          dateFormats.add(Number(tag.attributes.numFmtId));
        else if (name === 'cellXfs') inCellXfs = true;
        else if (name === 'xf' && inCellXfs) {
          const id = Number(tag.attributes.numFmtId ?? 0);
          dateStyles.push(BUILT_IN_DATE_FORMATS.has(id) || dateFormats.has(id));
        }
      },
      close: (name) => {
        if (localName(name) === 'cellXfs') inCellXfs = false;
      },
    },
    false,
  );

  // Shared strings: the plain and rich-text runs of each item (phonetic runs are not the text).
  const shared: string[] = [];
  const sharedText = new TextCollector(limits.maxCellChars);
  let inPhonetic = false;
  let inSharedText = false;
  await parse(
    'xl/sharedStrings.xml',
    {
      open: (tag) => {
        const name = localName(tag.name);
        if (name === 'rPh') inPhonetic = true;
        else if (name === 't' && !inPhonetic) inSharedText = true;
      },
      close: (name) => {
        const local = localName(name);
        if (local === 'rPh') inPhonetic = false;
        else if (local === 't') inSharedText = false;
        else if (local === 'si') shared.push(sharedText.take().trim());
      },
      text: (text) => {
        if (inSharedText) sharedText.add(text);
      },
    },
    false,
  );

  // The sheet, row by row: rows complete in a chunk are handed on after it.
  const ready: XlsxRow[] = [];
  let rowCount = 0;
  let rowNumber = 0;
  let cells: string[] = [];
  let column = 0;
  let cellType = 'n';
  let cellIsDate = false;
  let reading: 'v' | 't' | null = null;
  let inInline = false;
  let inInlinePhonetic = false;
  const cellText = new TextCollector(limits.maxCellChars);
  let hasValue = false;
  const finishCell = () => {
    if (!hasValue) return;
    const raw = cellText.take();
    let value: string;
    switch (cellType) {
      case 's':
        value = shared[Number(raw)] ?? '';
        break;
      case 'inlineStr':
      case 'str':
        value = raw.trim();
        break;
      case 'b':
        value = raw.trim() === '1' ? 'true' : 'false';
        break;
      case 'e':
        value = '';
        break;
      case 'd':
        value = dateText(new Date(raw.trim()));
        break;
      default: {
        const n = Number.parseFloat(raw);
        value = Number.isNaN(n) ? '' : cellIsDate ? dateText(serialDate(n, date1904)) : String(n);
      }
    }
    if (value === '') return;
    if (column > limits.maxColumns)
      throw new XlsxReadError(
        'TOO_MANY_COLUMNS',
        `row ${rowNumber} has a value past column ${limits.maxColumns}`,
      );
    while (cells.length < column - 1) cells.push('');
    cells[column - 1] = value;
  };
  const steps = parseSteps(
    sheetPath,
    {
      open: (tag) => {
        switch (localName(tag.name)) {
          case 'row': {
            const r = Number(tag.attributes.r);
            rowNumber = Number.isInteger(r) && r > rowNumber ? r : rowNumber + 1;
            cells = [];
            column = 0;
            break;
          }
          case 'c': {
            const ref = tag.attributes.r;
            const n = ref ? columnNumber(ref) : 0;
            column = n > column ? n : column + 1;
            cellType = tag.attributes.t ?? 'n';
            cellIsDate = dateStyles[Number(tag.attributes.s ?? 0)] ?? false;
            hasValue = false;
            break;
          }
          case 'v':
            reading = 'v';
            hasValue = true;
            break;
          case 'is':
            inInline = true;
            hasValue = true;
            break;
          case 'rPh':
            inInlinePhonetic = true;
            break;
          case 't':
            if (inInline && !inInlinePhonetic) reading = 't';
            break;
        }
      },
      close: (name) => {
        switch (localName(name)) {
          case 'v':
          case 't':
            reading = null;
            break;
          case 'rPh':
            inInlinePhonetic = false;
            break;
          case 'is':
            inInline = false;
            break;
          case 'c':
            finishCell();
            hasValue = false;
            break;
          case 'row':
            if (cells.some((c) => c !== '')) {
              if (rowCount >= limits.maxRows)
                throw new XlsxReadError('TOO_MANY_ROWS', `the sheet has more than ${limits.maxRows} rows`);
              rowCount++;
              ready.push({ row: rowNumber, cells });
            }
            cells = [];
            break;
        }
      },
      text: (text) => {
        if (reading) cellText.add(text);
      },
    },
    true,
  );
  for await (const _ of steps) {
    while (ready.length > 0) yield ready.shift() as XlsxRow;
  }
  while (ready.length > 0) yield ready.shift() as XlsxRow;
}

function asXlsxError(err: unknown): Error {
  if (err instanceof XlsxReadError) return err;
  if (err instanceof ZipReadError)
    return new XlsxReadError(err.problem === 'NOT_ZIP' ? 'NOT_XLSX' : err.problem, err.message);
  return err instanceof Error ? err : new Error(String(err));
}
