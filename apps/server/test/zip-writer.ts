import { once } from 'node:events';
import { crc32, createDeflateRaw, deflateRawSync, constants as zlibConstants } from 'node:zlib';

/** Test support: a small zip writer, to make workbooks (and zip bombs) at test time. */
export interface PackedEntry {
  name: string;
  /** Deflated bytes (method 8) or the bytes themselves (method 0). */
  data: Buffer;
  method: 0 | 8;
  crc: number;
  size: number;
}

export const packed = (name: string, content: string | Buffer, method: 0 | 8 = 8): PackedEntry => {
  const raw = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
  return {
    name,
    data: method === 8 ? deflateRawSync(raw) : raw,
    method,
    crc: crc32(raw),
    size: raw.length,
  };
};

/** `head`, then `chunk(i)` for i below `times`, then `tail`, deflated as a stream (never held unpacked). */
export async function packedRepeated(
  name: string,
  head: string,
  chunk: string | ((i: number) => string),
  times: number,
  tail: string,
): Promise<PackedEntry> {
  const deflater = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflater.on('data', (b: Buffer) => out.push(b));
  let crc = 0;
  let size = 0;
  const write = async (block: Buffer) => {
    crc = crc32(block, crc);
    size += block.length;
    if (!deflater.write(block)) await once(deflater, 'drain');
  };
  await write(Buffer.from(head));
  const pieces: string[] = [];
  let pending = 0;
  for (let i = 0; i < times; i++) {
    const piece = typeof chunk === 'string' ? chunk : chunk(i);
    pieces.push(piece);
    pending += piece.length;
    if (pending >= 1024 * 1024 || i === times - 1) {
      await write(Buffer.from(pieces.join('')));
      pieces.length = 0;
      pending = 0;
    }
  }
  const end = Buffer.from(tail);
  crc = crc32(end, crc);
  size += end.length;
  deflater.end(end);
  await once(deflater, 'end');
  return { name, data: Buffer.concat(out), method: 8, crc: crc >>> 0, size };
}

/** The zip of the entries (local headers, data, central directory, end record). */
export function zip(entries: readonly PackedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size >>> 0, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(e.method, 10);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.size >>> 0, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = (sheet: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${sheet}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

export const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
export const SHEET_TAIL = '</sheetData></worksheet>';

/** A one-sheet workbook around a sheet entry (xl/worksheets/sheet1.xml) made by the caller. */
export const workbookZip = (sheet: PackedEntry, sheetName = 'Orders', extra: PackedEntry[] = []): Buffer =>
  zip([
    packed('[Content_Types].xml', CONTENT_TYPES),
    packed('_rels/.rels', ROOT_RELS),
    packed('xl/workbook.xml', WORKBOOK(sheetName)),
    packed('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
    ...extra,
    sheet,
  ]);

/** An inline-string row of texts (cells without r attributes follow one another). */
export const inlineRow = (cells: readonly string[], row?: number): string =>
  `<row${row ? ` r="${row}"` : ''}>${cells.map((c) => `<c t="inlineStr"><is><t>${c}</t></is></c>`).join('')}</row>`;

/**
 * The zip bomb of finding 1: a sheet of identical rows, each padded with whitespace between tags
 * (which deflates best), about `unpackedBytes` of XML that deflates to well under a megabyte.
 */
export async function zipBombWorkbook(header: readonly string[], unpackedBytes: number): Promise<Buffer> {
  const values = header.map((_, i) => `v${i}`);
  const padding = ' '.repeat(3_000);
  const rowLength = inlineRow(values, 100_000).length + padding.length;
  const sheet = await packedRepeated(
    'xl/worksheets/sheet1.xml',
    SHEET_HEAD + inlineRow(header, 1),
    (i) => inlineRow(values, i + 2) + padding,
    Math.ceil(unpackedBytes / rowLength),
    SHEET_TAIL,
  );
  return workbookZip(sheet);
}

/**
 * The same bomb made in a moment at any size: one megabyte of padded rows is deflated once, ending
 * on a full flush (byte-aligned, no reference to what came before), and that block is repeated —
 * a valid deflate stream of `unpackedBytes`, without deflating them. For the gigabyte bombs.
 */
export function repeatedZipBombWorkbook(
  header: readonly string[],
  unpackedBytes: number,
  sheetName = 'Orders',
): Buffer {
  const values = header.map((_, i) => `v${i}`);
  const row = inlineRow(values) + ' '.repeat(3_000);
  const block = Buffer.from(row.repeat(Math.ceil((1024 * 1024) / row.length)));
  const flushed = (b: Buffer) => deflateRawSync(b, { finishFlush: zlibConstants.Z_FULL_FLUSH });
  const head = Buffer.from(SHEET_HEAD + inlineRow(header, 1));
  const tail = Buffer.from(SHEET_TAIL);
  const times = Math.ceil(unpackedBytes / block.length);
  const packedBlock = flushed(block);
  let crc = crc32(head);
  for (let i = 0; i < times; i++) crc = crc32(block, crc);
  crc = crc32(tail, crc);
  const data = Buffer.concat([
    flushed(head),
    ...Array.from({ length: times }, () => packedBlock),
    deflateRawSync(tail),
  ]);
  const sheet: PackedEntry = {
    name: 'xl/worksheets/sheet1.xml',
    data,
    method: 8,
    crc: crc >>> 0,
    size: head.length + times * block.length + tail.length,
  };
  return workbookZip(sheet, sheetName);
}
