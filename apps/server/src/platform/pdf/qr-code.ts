// A QR code encoder (ISO/IEC 18004), byte mode, for the e-invoice's signed QR code on printed
// invoices. No package on the project's list draws one, and the algorithm is short: choose the
// smallest version that holds the text, add Reed–Solomon error correction per block, interleave,
// place the codewords around the function patterns, try the eight masks and keep the one with the
// lowest penalty. The result is a square of dark (true) and light modules, without a quiet zone.

export type QrErrorCorrection = 'L' | 'M' | 'Q' | 'H';

const ECL_ORDER: Record<QrErrorCorrection, number> = { L: 0, M: 1, Q: 2, H: 3 };
/** The two format bits of each level (L 01, M 00, Q 11, H 10). */
const ECL_FORMAT_BITS: Record<QrErrorCorrection, number> = { L: 1, M: 0, Q: 3, H: 2 };

// Per level (L, M, Q, H) and version (index 1–40): error-correction codewords per block, and blocks.
const ECC_CODEWORDS_PER_BLOCK: readonly (readonly number[])[] = [
  [
    -1, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28,
    30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
  [
    -1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28,
    28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
  ],
  [
    -1, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30,
    28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
  [
    -1, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30,
    30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
];
const NUM_ERROR_CORRECTION_BLOCKS: readonly (readonly number[])[] = [
  [
    -1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16,
    17, 18, 19, 19, 20, 21, 22, 24, 25,
  ],
  [
    -1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28,
    29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
  ],
  [
    -1, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35,
    38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68,
  ],
  [
    -1, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42,
    45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81,
  ],
];

const table = (rows: readonly (readonly number[])[], ecl: QrErrorCorrection, version: number): number =>
  rows[ECL_ORDER[ecl]]?.[version] ?? -1;

/** Modules of a version that carry data and error correction (all but the function patterns). */
function rawDataModules(version: number): number {
  let result = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const numAlign = Math.floor(version / 7) + 2;
    result -= (25 * numAlign - 10) * numAlign - 55;
    if (version >= 7) result -= 36;
  }
  return result;
}

/** Data codewords a version and level hold. */
export function dataCodewords(version: number, ecl: QrErrorCorrection): number {
  return (
    Math.floor(rawDataModules(version) / 8) -
    table(ECC_CODEWORDS_PER_BLOCK, ecl, version) * table(NUM_ERROR_CORRECTION_BLOCKS, ecl, version)
  );
}

function alignmentPositions(version: number): number[] {
  if (version === 1) return [];
  const numAlign = Math.floor(version / 7) + 2;
  const step = Math.floor((version * 8 + numAlign * 3 + 5) / (numAlign * 4 - 4)) * 2;
  const result = [6];
  for (let pos = version * 4 + 17 - 7; result.length < numAlign; pos -= step) result.splice(1, 0, pos);
  return result;
}

// GF(256) with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1.
function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i -= 1) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z & 0xff;
}

function rsDivisor(degree: number): number[] {
  const result: number[] = new Array<number>(degree - 1).fill(0);
  result.push(1);
  let root = 1;
  for (let i = 0; i < degree; i += 1) {
    for (let j = 0; j < result.length; j += 1) {
      result[j] = gfMultiply(result[j] ?? 0, root);
      if (j + 1 < result.length) result[j] = (result[j] ?? 0) ^ (result[j + 1] ?? 0);
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

function rsRemainder(data: readonly number[], divisor: readonly number[]): number[] {
  const result: number[] = divisor.map(() => 0);
  for (const b of data) {
    const factor = b ^ (result.shift() ?? 0);
    result.push(0);
    divisor.forEach((coef, i) => {
      result[i] = (result[i] ?? 0) ^ gfMultiply(coef, factor);
    });
  }
  return result;
}

const MASKS: readonly ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

class Matrix {
  readonly modules: boolean[][];
  readonly isFunction: boolean[][];

  constructor(readonly size: number) {
    this.modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.isFunction = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }

  get(x: number, y: number): boolean {
    return this.modules[y]?.[x] ?? false;
  }

  setFunction(x: number, y: number, dark: boolean): void {
    const row = this.modules[y];
    const fn = this.isFunction[y];
    if (!row || !fn || x < 0 || x >= this.size) return;
    row[x] = dark;
    fn[x] = true;
  }
}

function drawFunctionPatterns(m: Matrix, version: number): void {
  const size = m.size;
  for (let i = 0; i < size; i += 1) {
    m.setFunction(6, i, i % 2 === 0);
    m.setFunction(i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy += 1)
      for (let dx = -4; dx <= 4; dx += 1) {
        const dist = Math.max(Math.abs(dx), Math.abs(dy));
        const x = cx + dx;
        const y = cy + dy;
        if (x >= 0 && x < size && y >= 0 && y < size) m.setFunction(x, y, dist !== 2 && dist !== 4);
      }
  }
  const align = alignmentPositions(version);
  const last = align.length - 1;
  align.forEach((ax, i) =>
    align.forEach((ay, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dy = -2; dy <= 2; dy += 1)
        for (let dx = -2; dx <= 2; dx += 1)
          m.setFunction(ax + dx, ay + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    }),
  );
  drawFormatBits(m, 'L', 0); // reserves the format area; drawn for real after masking
  if (version >= 7) {
    let rem = version;
    for (let i = 0; i < 12; i += 1) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
    const bits = (version << 12) | rem;
    for (let i = 0; i < 18; i += 1) {
      const bit = ((bits >>> i) & 1) !== 0;
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      m.setFunction(a, b, bit);
      m.setFunction(b, a, bit);
    }
  }
}

function drawFormatBits(m: Matrix, ecl: QrErrorCorrection, mask: number): void {
  const data = (ECL_FORMAT_BITS[ecl] << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i += 1) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  const bits = ((data << 10) | rem) ^ 0x5412;
  const bit = (i: number) => ((bits >>> i) & 1) !== 0;
  const size = m.size;
  for (let i = 0; i <= 5; i += 1) m.setFunction(8, i, bit(i));
  m.setFunction(8, 7, bit(6));
  m.setFunction(8, 8, bit(7));
  m.setFunction(7, 8, bit(8));
  for (let i = 9; i < 15; i += 1) m.setFunction(14 - i, 8, bit(i));
  for (let i = 0; i < 8; i += 1) m.setFunction(size - 1 - i, 8, bit(i));
  for (let i = 8; i < 15; i += 1) m.setFunction(8, size - 15 + i, bit(i));
  m.setFunction(8, size - 8, true); // the dark module
}

function codewordsFor(bytes: Uint8Array, version: number, ecl: QrErrorCorrection): number[] {
  const capacityBits = dataCodewords(version, ecl) * 8;
  const bits: number[] = [];
  const append = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i -= 1) bits.push((value >>> i) & 1);
  };
  append(0b0100, 4); // byte mode
  append(bytes.length, version <= 9 ? 8 : 16);
  for (const b of bytes) append(b, 8);
  append(0, Math.min(4, capacityBits - bits.length));
  append(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacityBits; pad ^= 0xec ^ 0x11) append(pad, 8);
  const data: number[] = [];
  for (let i = 0; i < bits.length; i += 8)
    data.push(bits.slice(i, i + 8).reduce((acc, b) => (acc << 1) | b, 0));

  const numBlocks = table(NUM_ERROR_CORRECTION_BLOCKS, ecl, version);
  const blockEccLen = table(ECC_CODEWORDS_PER_BLOCK, ecl, version);
  const rawCodewords = Math.floor(rawDataModules(version) / 8);
  const numShortBlocks = numBlocks - (rawCodewords % numBlocks);
  const shortBlockLen = Math.floor(rawCodewords / numBlocks);
  const divisor = rsDivisor(blockEccLen);
  const blocks: number[][] = [];
  for (let i = 0, k = 0; i < numBlocks; i += 1) {
    const dat = data.slice(k, k + shortBlockLen - blockEccLen + (i < numShortBlocks ? 0 : 1));
    k += dat.length;
    const ecc = rsRemainder(dat, divisor);
    if (i < numShortBlocks) dat.push(0);
    blocks.push([...dat, ...ecc]);
  }
  const result: number[] = [];
  const blockLen = blocks[0]?.length ?? 0;
  for (let i = 0; i < blockLen; i += 1)
    blocks.forEach((block, j) => {
      if (i !== shortBlockLen - blockEccLen || j >= numShortBlocks) result.push(block[i] ?? 0);
    });
  return result;
}

function drawCodewords(m: Matrix, codewords: readonly number[]): void {
  const size = m.size;
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert += 1)
      for (let j = 0; j < 2; j += 1) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? size - 1 - vert : vert;
        const row = m.modules[y];
        if (row && !m.isFunction[y]?.[x] && i < codewords.length * 8) {
          row[x] = (((codewords[i >>> 3] ?? 0) >>> (7 - (i & 7))) & 1) !== 0;
          i += 1;
        }
      }
  }
}

function applyMask(m: Matrix, mask: number): void {
  const test = MASKS[mask];
  if (!test) return;
  for (let y = 0; y < m.size; y += 1)
    for (let x = 0; x < m.size; x += 1) {
      const row = m.modules[y];
      if (row && !m.isFunction[y]?.[x] && test(x, y)) row[x] = !row[x];
    }
}

/** The standard's penalty: runs of 5+, 2×2 blocks, finder-like patterns, dark/light balance. */
function penalty(m: Matrix): number {
  const size = m.size;
  let result = 0;
  const line = (get: (i: number) => boolean) => {
    let score = 0;
    let run = 1;
    for (let i = 1; i < size; i += 1) {
      if (get(i) === get(i - 1)) {
        run += 1;
        if (run === 5) score += 3;
        else if (run > 5) score += 1;
      } else run = 1;
    }
    const text = Array.from({ length: size }, (_, i) => (get(i) ? '1' : '0')).join('');
    for (const pattern of ['10111010000', '00001011101']) {
      for (let at = text.indexOf(pattern); at >= 0; at = text.indexOf(pattern, at + 1)) score += 40;
    }
    return score;
  };
  for (let y = 0; y < size; y += 1) result += line((x) => m.get(x, y));
  for (let x = 0; x < size; x += 1) result += line((y) => m.get(x, y));
  let dark = 0;
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1) {
      if (m.get(x, y)) dark += 1;
      if (x < size - 1 && y < size - 1) {
        const c = m.get(x, y);
        if (c === m.get(x + 1, y) && c === m.get(x, y + 1) && c === m.get(x + 1, y + 1)) result += 3;
      }
    }
  const total = size * size;
  const k = Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1;
  return result + Math.max(0, k) * 10;
}

export interface QrCode {
  version: number;
  size: number;
  errorCorrection: QrErrorCorrection;
  mask: number;
  /** modules[y][x]: true for dark. */
  modules: boolean[][];
}

/**
 * The QR code of `text` (UTF-8, byte mode) at the smallest version that holds it at `ecl`;
 * throws when even version 40 cannot.
 */
export function encodeQr(text: string, ecl: QrErrorCorrection = 'M'): QrCode {
  const bytes = new TextEncoder().encode(text);
  let version = 1;
  for (; version <= 40; version += 1) {
    const needed = 4 + (version <= 9 ? 8 : 16) + bytes.length * 8;
    if (needed <= dataCodewords(version, ecl) * 8) break;
  }
  if (version > 40) throw new RangeError(`Text of ${bytes.length} bytes is too long for a QR code`);
  const codewords = codewordsFor(bytes, version, ecl);
  let best: { mask: number; matrix: Matrix; score: number } | null = null;
  for (let mask = 0; mask < 8; mask += 1) {
    const m = new Matrix(version * 4 + 17);
    drawFunctionPatterns(m, version);
    drawCodewords(m, codewords);
    applyMask(m, mask);
    drawFormatBits(m, ecl, mask);
    const score = penalty(m);
    if (!best || score < best.score) best = { mask, matrix: m, score };
  }
  if (!best) throw new Error('No QR mask was tried');
  return {
    version,
    size: best.matrix.size,
    errorCorrection: ecl,
    mask: best.mask,
    modules: best.matrix.modules,
  };
}

/**
 * The code as 8-bit grey pixels (0 dark, 255 light), `scale` pixels a module, with the standard's
 * quiet zone of 4 modules around it: what a PDF image or a decoder takes.
 */
export function qrPixels(code: QrCode, scale = 1, quietZone = 4): { width: number; pixels: Uint8Array } {
  const width = (code.size + quietZone * 2) * scale;
  const pixels = new Uint8Array(width * width).fill(255);
  for (let y = 0; y < code.size; y += 1)
    for (let x = 0; x < code.size; x += 1) {
      if (!code.modules[y]?.[x]) continue;
      for (let dy = 0; dy < scale; dy += 1)
        for (let dx = 0; dx < scale; dx += 1)
          pixels[((y + quietZone) * scale + dy) * width + (x + quietZone) * scale + dx] = 0;
    }
  return { width, pixels };
}
