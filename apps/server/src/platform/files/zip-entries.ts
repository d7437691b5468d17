import { createInflateRaw } from 'node:zlib';

/**
 * A zip read the careful way: the entry list comes from the central directory (capped in count),
 * and an entry's bytes are inflated in chunks whose sizes are counted as they come out of zlib.
 * The sizes the headers declare are never trusted: a zip bomb declares whatever it likes.
 */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

export type ZipProblem = 'NOT_ZIP' | 'TOO_MANY_ENTRIES' | 'TOO_LARGE_UNPACKED';

export class ZipReadError extends Error {
  constructor(
    readonly problem: ZipProblem,
    message: string,
  ) {
    super(message);
    this.name = 'ZipReadError';
  }
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const notZip = (why: string) => new ZipReadError('NOT_ZIP', `not a zip file (${why})`);

/** Whether the bytes start like a zip (a local file header). */
export const looksLikeZip = (bytes: Buffer): boolean =>
  bytes.length >= 30 && bytes.readUInt32LE(0) === LOCAL_HEADER;

function endOfDirectory(bytes: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at--)
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  throw notZip('no end of central directory: truncated?');
}

/** The entries named by the central directory; more than `maxEntries` is refused before reading them. */
export function listZipEntries(bytes: Buffer, maxEntries: number): ZipEntry[] {
  if (!looksLikeZip(bytes)) throw notZip('no local header');
  const end = endOfDirectory(bytes);
  const declared = bytes.readUInt16LE(end + 10);
  if (declared === 0xffff) throw notZip('zip64 is not read');
  if (declared > maxEntries)
    throw new ZipReadError('TOO_MANY_ENTRIES', `the file holds ${declared} entries; at most ${maxEntries}`);
  let at = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < declared; i++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL_HEADER) throw notZip('broken central directory');
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    entries.push({
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Counts unpacked bytes across every entry read from one file. */
export class UnpackBudget {
  used = 0;
  constructor(readonly maxBytes: number) {}
  spend(n: number): void {
    this.used += n;
    if (this.used > this.maxBytes)
      throw new ZipReadError(
        'TOO_LARGE_UNPACKED',
        `the file unpacks to more than ${Math.round(this.maxBytes / (1024 * 1024))} MB`,
      );
  }
}

function compressedBytes(bytes: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER)
    throw notZip(`broken local header of ${entry.name}`);
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + entry.compressedSize > bytes.length) throw notZip(`${entry.name} is truncated`);
  return bytes.subarray(start, start + entry.compressedSize);
}

/**
 * The unpacked bytes of one entry, chunk by chunk (64 KB at most each). Every chunk is charged to
 * the budget before it is handed on; past the budget zlib is stopped at once.
 */
export async function* inflateEntry(
  bytes: Buffer,
  entry: ZipEntry,
  budget: UnpackBudget,
): AsyncGenerator<Buffer> {
  const packed = compressedBytes(bytes, entry);
  if (entry.method === 0) {
    for (let at = 0; at < packed.length; at += 64 * 1024) {
      const chunk = packed.subarray(at, at + 64 * 1024);
      budget.spend(chunk.length);
      yield chunk;
    }
    return;
  }
  if (entry.method !== 8) throw notZip(`${entry.name} uses compression method ${entry.method}`);
  const inflater = createInflateRaw({ chunkSize: 64 * 1024 });
  inflater.end(packed);
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      budget.spend(chunk.length);
      yield chunk;
    }
  } catch (err) {
    if (err instanceof ZipReadError) throw err;
    throw notZip(`${entry.name} does not inflate: ${(err as Error).message}`);
  } finally {
    inflater.destroy();
  }
}
