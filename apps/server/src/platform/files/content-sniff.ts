import { badRequest } from '../errors';
import { listZipEntries, looksLikeZip } from './zip-entries';

/**
 * What an uploaded file is, read from its bytes (magic numbers), never from the name or the type
 * the client declared: a renamed .exe is not a PDF, and an HTML page served back with the uploader's
 * type would run in our origin. The file is stored and served with the type found here.
 */
export const SNIFFED_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv; charset=utf-8',
} as const;
export type FileKind = keyof typeof SNIFFED_TYPES;

const KIND_LABELS: Record<FileKind, string> = {
  pdf: 'PDF',
  png: 'PNG',
  jpeg: 'JPEG',
  gif: 'GIF',
  webp: 'WEBP',
  xlsx: 'Excel (.xlsx)',
  docx: 'Word (.docx)',
  csv: 'CSV',
};

/** What each kind of upload accepts. Plain text (CSV) is accepted only where a purpose names it. */
export const UPLOAD_ACCEPTS = {
  /** Order, consignment and seller documents: papers and their scans. */
  document: ['pdf', 'png', 'jpeg', 'gif', 'webp', 'xlsx', 'docx'],
  /** Bulk imports read as workbooks. */
  spreadsheet: ['xlsx'],
} as const satisfies Record<string, readonly FileKind[]>;
export type UploadAccepts = keyof typeof UPLOAD_ACCEPTS;

const startsWith = (bytes: Buffer, magic: readonly number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function zipKind(bytes: Buffer): FileKind | null {
  try {
    const names = new Set(listZipEntries(bytes, 2_000).map((e) => e.name));
    if (!names.has('[Content_Types].xml')) return null;
    if (names.has('xl/workbook.xml')) return 'xlsx';
    if (names.has('word/document.xml')) return 'docx';
    return null;
  } catch {
    return null;
  }
}

/**
 * Text that is safe to keep as CSV: valid UTF-8 without control characters (tab and line ends
 * aside) that does not open as markup, so an HTML or SVG page is never taken for text.
 */
function isPlainText(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) return false;
  return !/^\s*</.test(text.replace(/^\ufeff/, ''));
}

/** The kind of file the bytes are, among the kinds we keep; null for anything else. */
export function sniffKind(bytes: Buffer, allowText = false): FileKind | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (looksLikeZip(bytes)) return zipKind(bytes);
  if (allowText && bytes.length > 0 && isPlainText(bytes)) return 'csv';
  return null;
}

const listOf = (labels: readonly string[]) =>
  labels.length === 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;

/**
 * The sniffed content type of each file, in order; if any is not of a kind the purpose accepts, the
 * upload is refused as a whole (400 under `field`) naming the files, in the spec's words.
 */
export function assertUploadContent(
  uploads: readonly { name: string; bytes: Buffer }[],
  accepts: UploadAccepts,
  field = 'file',
): string[] {
  const allowed: readonly FileKind[] = UPLOAD_ACCEPTS[accepts];
  const kinds = uploads.map((u) => sniffKind(u.bytes, allowed.includes('csv')));
  const refused = uploads.filter((_, i) => {
    const kind = kinds[i];
    return kind === null || kind === undefined || !allowed.includes(kind);
  });
  if (refused.length > 0) {
    const names = refused.map((u) => u.name);
    const what = listOf(allowed.map((k) => KIND_LABELS[k]));
    throw badRequest([
      {
        field,
        message: `Some selected files have invalid formats. ${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} not ${what}; the file's content decides, not its name.`,
      },
    ]);
  }
  return kinds.map((k) => SNIFFED_TYPES[k as FileKind]);
}

const SERVABLE = new Set<string>(Object.values(SNIFFED_TYPES));

/**
 * The type a stored file is served with: one of ours (sniffed at upload), else plain bytes. Rows
 * stored before sniffing may carry a client's type such as text/html; it is never sent back.
 */
export const servedContentType = (stored: string): string =>
  SERVABLE.has(stored) ? stored : 'application/octet-stream';
