import { ORDER_IMPORT_COLUMNS, ORDER_IMPORT_MAX_ROWS, type OrderImportColumn } from '@dom/contract';
import ExcelJS from 'exceljs';
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

/**
 * A date cell holds the wall-clock time typed in the sheet as if it were UTC (Excel has no zone);
 * it is read back as that India time.
 */
function dateCellText(d: Date): string {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateCellText(value);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('result' in value) return cellText(value.result);
    if ('text' in value) return String(value.text).trim();
    if ('error' in value) return '';
    return '';
  }
  return String(value).trim();
}

const fileError = (message: string) => badRequest([{ field: 'file', message }]);

/** Reads the Orders sheet: the header row must be the template's; empty rows are skipped. */
export async function readImportWorkbook(bytes: Buffer): Promise<ImportRow[]> {
  // An xlsx is a zip: anything else is refused before the parser sees it.
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50)
    throw fileError('The file is not an Excel workbook (.xlsx). Download the template and fill it in.');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw fileError('The file is not an Excel workbook (.xlsx). Download the template and fill it in.');
  }
  const sheet = book.getWorksheet(IMPORT_SHEET) ?? book.worksheets[0];
  if (!sheet) throw fileError(`The workbook has no ${IMPORT_SHEET} sheet.`);
  const header = ORDER_IMPORT_COLUMNS.map((_, i) => cellText(sheet.getRow(1).getCell(i + 1).value));
  const missing = ORDER_IMPORT_COLUMNS.filter((c, i) => header[i]?.toLowerCase() !== c.toLowerCase());
  if (missing.length > 0)
    throw fileError(
      `The header row does not match the template (expected ${missing.map((c) => `"${c}"`).join(', ')} in column order). Download the template and copy your rows into it.`,
    );
  const rows: ImportRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (r, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = Object.fromEntries(
      ORDER_IMPORT_COLUMNS.map((c, i) => [c, cellText(r.getCell(i + 1).value)]),
    ) as ImportCells;
    if (Object.values(cells).every((v) => v === '')) return;
    rows.push({ row: rowNumber, cells });
  });
  if (rows.length === 0) throw fileError('The file has no order rows.');
  if (rows.length > ORDER_IMPORT_MAX_ROWS)
    throw new AppError(
      'VALIDATION_FAILED',
      `The file has ${rows.length} rows; at most ${ORDER_IMPORT_MAX_ROWS} may be imported at once.`,
      { fields: [{ field: 'file', message: `At most ${ORDER_IMPORT_MAX_ROWS} rows` }] },
    );
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
