import { ORDER_IMPORT_COLUMNS, ORDER_IMPORT_MAX_ROWS, type OrderImportColumn } from '@dom/contract';
import { XlsxReadError, type XlsxSheet } from '../../platform/files/bounded-xlsx';
import { readUntrustedXlsx } from '../../platform/files/untrusted-xlsx';
import { looksLikeZip } from '../../platform/files/zip-entries';
import { AppError, badRequest } from '../../platform/errors';
import { IMPORT_SHEET } from './order-import.template';

export type ImportCells = Record<OrderImportColumn, string>;
export interface ImportRow {
  /** The spreadsheet row number, as the user sees it. */
  row: number;
  cells: ImportCells;
}

const IST_OFFSET_MS = 330 * 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

const fileError = (message: string) => badRequest([{ field: 'file', message }]);
const NOT_A_WORKBOOK = 'The file is not an Excel workbook (.xlsx). Download the template and fill it in.';
const tooManyRows = () =>
  new AppError(
    'VALIDATION_FAILED',
    `The file has more than ${ORDER_IMPORT_MAX_ROWS} rows; at most ${ORDER_IMPORT_MAX_ROWS} may be imported at once.`,
    { fields: [{ field: 'file', message: `At most ${ORDER_IMPORT_MAX_ROWS} rows` }] },
  );

/** The caps of an import file: the template's rows and columns with room to spare, nothing more. */
const IMPORT_LIMITS = {
  maxUnpackedBytes: 32 * 1024 * 1024,
  maxEntries: 200,
  maxRows: ORDER_IMPORT_MAX_ROWS + 1, // the header row
  maxColumns: 100,
  maxCellChars: 2_000,
};

function refusal(err: XlsxReadError): AppError {
  switch (err.problem) {
    case 'NOT_XLSX':
      return fileError(NOT_A_WORKBOOK);
    case 'NO_SHEET':
      return fileError(`The workbook has no ${IMPORT_SHEET} sheet.`);
    case 'TOO_MANY_ROWS':
      return tooManyRows();
    case 'TOO_MANY_COLUMNS':
      return fileError(
        `The file has values past column ${IMPORT_LIMITS.maxColumns}; use the template's columns.`,
      );
    case 'CELL_TOO_LONG':
      return fileError(`A cell holds more than ${IMPORT_LIMITS.maxCellChars} characters.`);
    default: {
      // Too many entries, too large unpacked, too costly: the file is refused as too large.
      const message = `The file is too large once unpacked (${err.message}); at most ${ORDER_IMPORT_MAX_ROWS} rows of the template may be imported at once.`;
      return new AppError('PAYLOAD_TOO_LARGE', message, { fields: [{ field: 'file', message }] });
    }
  }
}

/**
 * Reads the Orders sheet through the bounded reader (platform/files/untrusted-xlsx.ts): the header
 * row must be the template's; empty rows are skipped; every cap is checked while the file unpacks.
 */
export async function readImportWorkbook(bytes: Buffer): Promise<ImportRow[]> {
  // An xlsx is a zip: anything else is refused before a worker is started.
  if (!looksLikeZip(bytes)) throw fileError(NOT_A_WORKBOOK);
  let sheet: XlsxSheet;
  try {
    sheet = await readUntrustedXlsx(bytes, { limits: IMPORT_LIMITS, preferredSheet: IMPORT_SHEET });
  } catch (err) {
    if (err instanceof XlsxReadError) throw refusal(err);
    throw err;
  }
  const [first, ...data] = sheet.rows;
  const header = first?.row === 1 ? first.cells : [];
  const missing = ORDER_IMPORT_COLUMNS.filter((c, i) => header[i]?.toLowerCase() !== c.toLowerCase());
  if (missing.length > 0)
    throw fileError(
      `The header row does not match the template (expected ${missing.map((c) => `"${c}"`).join(', ')} in column order). Download the template and copy your rows into it.`,
    );
  const rows: ImportRow[] = [];
  for (const r of data) {
    const cells = Object.fromEntries(
      ORDER_IMPORT_COLUMNS.map((c, i) => [c, r.cells[i] ?? '']),
    ) as ImportCells;
    if (Object.values(cells).every((v) => v === '')) continue;
    rows.push({ row: r.row, cells });
  }
  if (rows.length === 0) throw fileError('The file has no order rows.');
  return rows;
}

/** "2026-11-20 10:30" (India time), an ISO date-time, or a bare date → ISO with +05:30. */
export function parseIstDateTime(text: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/.exec(text.trim());
  if (m) {
    const [, y, mo, d, h = '0', mi = '0'] = m;
    const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi)) - IST_OFFSET_MS;
    const check = new Date(utc + IST_OFFSET_MS);
    if (check.getUTCDate() !== Number(d) || check.getUTCMonth() !== Number(mo) - 1 || Number(h) > 23)
      return null;
    return `${y}-${mo}-${d}T${pad(Number(h))}:${mi}:00+05:30`;
  }
  const parsed = new Date(text);
  if (!/[zZ]|[+-]\d{2}:\d{2}$/.test(text) || Number.isNaN(parsed.getTime())) return null;
  return parsed.toISOString();
}
