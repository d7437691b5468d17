import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
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

/**
 * Where a zip's bytes are: in memory, or in a file read piece by piece (an upload on disk is never
 * loaded whole: only its central directory and, one at a time, the entries a reader asks for).
 */
export interface ZipSource {
  entries: ZipEntry[];
  /** The unpacked bytes of one entry, charged to the budget chunk by chunk. */
  inflate(entry: ZipEntry, budget: UnpackBudget): AsyncGenerator<Buffer>;
  close(): Promise<void>;
}

export function zipSourceOfBytes(bytes: Buffer, maxEntries: number): ZipSource {
  const entries = listZipEntries(bytes, maxEntries);
  return { entries, inflate: (entry, budget) => inflateEntry(bytes, entry, budget), close: async () => {} };
}

/** A zip file on disk: its directory read from the tail, each entry streamed from its offset. */
export async function zipSourceOfFile(path: string, maxEntries: number): Promise<ZipSource> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(30, size));
    await handle.read(head, 0, head.length, 0);
    if (!looksLikeZip(head)) throw notZip('no local header');
    const tailLength = Math.min(size, 22 + 0xffff);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    const end = endOfDirectory(tail);
    const declared = tail.readUInt16LE(end + 10);
    if (declared === 0xffff) throw notZip('zip64 is not read');
    if (declared > maxEntries)
      throw new ZipReadError('TOO_MANY_ENTRIES', `the file holds ${declared} entries; at most ${maxEntries}`);
    const dirSize = tail.readUInt32LE(end + 12);
    const dirOffset = tail.readUInt32LE(end + 16);
    if (dirOffset + dirSize > size) throw notZip('broken central directory');
    const dir = Buffer.alloc(dirSize);
    await handle.read(dir, 0, dirSize, dirOffset);
    const entries: ZipEntry[] = [];
    let at = 0;
    for (let i = 0; i < declared; i++) {
      if (at + 46 > dir.length || dir.readUInt32LE(at) !== CENTRAL_HEADER)
        throw notZip('broken central directory');
      const nameLength = dir.readUInt16LE(at + 28);
      const extraLength = dir.readUInt16LE(at + 30);
      const commentLength = dir.readUInt16LE(at + 32);
      entries.push({
        method: dir.readUInt16LE(at + 10),
        compressedSize: dir.readUInt32LE(at + 20),
        localHeaderOffset: dir.readUInt32LE(at + 42),
        name: dir.toString('utf8', at + 46, at + 46 + nameLength),
      });
      at += 46 + nameLength + extraLength + commentLength;
    }
    async function* inflate(entry: ZipEntry, budget: UnpackBudget): AsyncGenerator<Buffer> {
      const local = Buffer.alloc(30);
      const { bytesRead } = await handle.read(local, 0, 30, entry.localHeaderOffset);
      if (bytesRead < 30 || local.readUInt32LE(0) !== LOCAL_HEADER)
        throw notZip(`broken local header of ${entry.name}`);
      const start = entry.localHeaderOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
      if (start + entry.compressedSize > size) throw notZip(`${entry.name} is truncated`);
      if (entry.method !== 0 && entry.method !== 8)
        throw notZip(`${entry.name} uses compression method ${entry.method}`);
      if (entry.compressedSize === 0) return;
      const packed = createReadStream(path, {
        start,
        end: start + entry.compressedSize - 1,
        highWaterMark: 64 * 1024,
      });
      if (entry.method === 0) {
        try {
          for await (const chunk of packed as AsyncIterable<Buffer>) {
            budget.spend(chunk.length);
            yield chunk;
          }
        } finally {
          packed.destroy();
        }
        return;
      }
      const inflater = createInflateRaw({ chunkSize: 64 * 1024 });
      packed.pipe(inflater);
      packed.on('error', (err) => inflater.destroy(err));
      try {
        for await (const chunk of inflater as AsyncIterable<Buffer>) {
          budget.spend(chunk.length);
          yield chunk;
        }
      } catch (err) {
        if (err instanceof ZipReadError) throw err;
        throw notZip(`${entry.name} does not inflate: ${(err as Error).message}`);
      } finally {
        packed.destroy();
        inflater.destroy();
      }
    }
    return { entries, inflate, close: () => handle.close() };
  } catch (err) {
    await handle.close();
    throw err;
  }
}
