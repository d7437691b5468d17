import { downloadFile } from '../../lib/download';
import type { QueryParams } from '../../lib/query-string';

/** What an xlsx picker accepts. */
export const XLSX_ACCEPT: readonly string[] = ['.xlsx'];

/**
 * One xlsx file the server builds (an export, an import template, a sheet to fill in): fetched
 * for the filters given and saved under `fileName` (".xlsx" added when missing). Every export and
 * template download of the web goes through here, with `ExportButton` or `XlsxImport` as its button.
 */
export function downloadXlsx(path: string, fileName: string, query?: QueryParams): Promise<void> {
  const name = fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`;
  return downloadFile(path, { fileName: name, query });
}
