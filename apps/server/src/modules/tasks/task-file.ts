import { TASK_CHUNK_ROWS, TASK_MAX_ROWS } from '@dom/domain';
import ExcelJS from 'exceljs';
import { AppError, badRequest } from '../../platform/errors';
import { XlsxReadError } from '../../platform/files/bounded-xlsx';
import { streamUntrustedXlsx } from '../../platform/files/untrusted-xlsx';
import { looksLikeZip } from '../../platform/files/zip-entries';
import { defineSheet } from '../../platform/files/xlsx-stream';
import type { SheetRow, TaskTypeDefinition } from './task-registry';

export const NOT_A_WORKBOOK =
  'The file is not an Excel workbook (.xlsx). Download the template and fill it in.';
export const ERROR_COLUMN = 'Error';

const fileError = (message: string) => badRequest([{ field: 'file', message }]);

/** The caps of a task file: the most rows a task takes, the template's columns with room to spare. */
const limitsFor = (type: TaskTypeDefinition) => ({
  maxUnpackedBytes: 400 * 1024 * 1024,
  maxEntries: 200,
  maxRows: TASK_MAX_ROWS + 1, // the header row
  maxColumns: type.columns.length + 20,
  maxCellChars: 2_000,
});

function refusal(type: TaskTypeDefinition, err: XlsxReadError): AppError {
  switch (err.problem) {
    case 'NOT_XLSX':
      return fileError(NOT_A_WORKBOOK);
    case 'NO_SHEET':
      return fileError(`The workbook has no ${type.sheetName} sheet.`);
    case 'TOO_MANY_ROWS':
      return new AppError(
        'VALIDATION_FAILED',
        `The file has more than ${TASK_MAX_ROWS.toLocaleString('en-IN')} rows; at most ${TASK_MAX_ROWS.toLocaleString('en-IN')} may be uploaded at once.`,
        { fields: [{ field: 'file', message: `At most ${TASK_MAX_ROWS} rows` }] },
      );
    case 'TOO_MANY_COLUMNS':
      return fileError('The file has values past the template’s columns; use the template.');
    case 'CELL_TOO_LONG':
      return fileError('A cell holds more than 2000 characters.');
    default: {
      const message = `The file cannot be read (${err.message}); upload the template with at most ${TASK_MAX_ROWS.toLocaleString('en-IN')} rows.`;
      return new AppError('PAYLOAD_TOO_LARGE', message, { fields: [{ field: 'file', message }] });
    }
  }
}

/** The task files' reader: the bounded reader in its worker, with the caps above. */
const readerOptions = (type: TaskTypeDefinition) => ({
  limits: limitsFor(type),
  preferredSheet: type.sheetName,
  // Streamed, the worker holds the shared strings and a batch or two, not the sheet.
  memoryMb: 384,
  timeoutMs: 60_000,
  batchRows: TASK_CHUNK_ROWS,
});

/**
 * Reads a task file as it is unpacked, a chunk of at most TASK_CHUNK_ROWS rows at a time (each the
 * reader's batch as it comes: fewer when it held the header or empty rows, which are skipped; no
 * rows are held over to the next chunk, so a chunk's rows die with it): the header row must be the
 * template's. A file that cannot be read is refused (400 on `file`) with the reason — possibly
 * after some chunks were handed on, so a caller that keeps chunks discards them on a refusal.
 */
export async function* readTaskRows(type: TaskTypeDefinition, bytes: Buffer): AsyncGenerator<SheetRow[]> {
  if (!looksLikeZip(bytes)) throw fileError(NOT_A_WORKBOOK);
  const names = type.columns.map((c) => c.name);
  let headerSeen = false;
  let any = 0;
  try {
    for await (const batch of streamUntrustedXlsx(bytes, readerOptions(type))) {
      const chunk: SheetRow[] = [];
      for (const r of batch) {
        if (!headerSeen) {
          headerSeen = true;
          const header = r.row === 1 ? r.cells : [];
          const wrong = names.filter((c, i) => header[i]?.toLowerCase() !== c.toLowerCase());
          if (wrong.length > 0)
            throw fileError(
              `The header row does not match the template (expected ${wrong.map((c) => `"${c}"`).join(', ')} in column order). Download the template and copy your rows into it.`,
            );
          continue;
        }
        const cells: Record<string, string> = {};
        let filled = false;
        for (const [i, name] of names.entries()) {
          const v = r.cells[i] ?? '';
          if (v !== '') filled = true;
          cells[name] = v;
        }
        if (filled) chunk.push({ row: r.row, cells });
      }
      if (chunk.length > 0) {
        any += chunk.length;
        yield chunk;
      }
    }
  } catch (err) {
    if (err instanceof XlsxReadError) throw refusal(type, err);
    throw err;
  }
  if (!headerSeen)
    throw fileError(
      `The header row does not match the template (expected ${names.map((c) => `"${c}"`).join(', ')} in column order). Download the template and copy your rows into it.`,
    );
  if (any === 0) throw fileError('The file has no rows under the header.');
}

/** A whole task file (a task previewed before its rows were staged: rare, small). */
export async function readTaskFile(type: TaskTypeDefinition, bytes: Buffer): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const chunk of readTaskRows(type, bytes)) rows.push(...chunk);
  return rows;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const XLSX_CONTENT_TYPE = XLSX;

/** The template of a type: the header row (frozen) and an instructions sheet. */
export async function taskTemplate(type: TaskTypeDefinition): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'DOM';
  const sheet = book.addWorksheet(type.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = type.columns.map((c) => ({
    header: c.name,
    key: c.name,
    width: Math.max(14, c.name.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  const help = book.addWorksheet('Instructions');
  help.columns = [
    { header: 'Column', key: 'name', width: 28 },
    { header: 'What to enter', key: 'help', width: 90 },
  ];
  help.getRow(1).font = { bold: true };
  for (const c of type.columns)
    help.addRow({ name: c.name, help: `${c.help}${c.required ? ' Required.' : ''}` });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A row of a task sheet: its cells by column name. */
export type TaskSheetRow = Readonly<Record<string, string | number>>;

/**
 * The sheet of a task type (`defineSheet`): the template's columns, then `extra` ones (the failed-rows
 * file's Error), each filled from the row's cell of that name. The type's download and the failed-rows
 * file are written from it with `writeSheet` (streamed, formula-looking text neutralised).
 */
export function taskSheet(type: TaskTypeDefinition, extra: readonly string[] = []) {
  return defineSheet<TaskSheetRow>({
    name: type.sheetName,
    columns: [...type.columns.map((c) => c.name), ...extra].map((name) => ({
      header: name,
      width: Math.max(12, name.length + 2),
      cell: (row) => row[name] ?? '',
    })),
  });
}
