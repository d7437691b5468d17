import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef, type PDFStream } from 'pdf-lib';

// Reading back what the PDF writer drew: the text shown on each page and the grey images (the QR
// code). Used by the documents' tests, which check the files themselves rather than the inputs.

function bytesOf(stream: PDFStream): Uint8Array {
  if (!(stream instanceof PDFRawStream)) return new Uint8Array();
  const filter = stream.dict.get(PDFName.of('Filter'));
  return filter?.toString() === '/FlateDecode' ? inflateSync(stream.contents) : stream.contents;
}

const hexText = (hex: string): string => Buffer.from(hex, 'hex').toString('latin1');

/** Every text string shown on each page, in drawing order. */
export async function pdfTexts(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    const texts: string[] = [];
    for (const ref of refs) {
      const stream = ref instanceof PDFRef ? pdf.context.lookup(ref) : ref;
      if (!stream || !('dict' in stream)) continue;
      const source = Buffer.from(bytesOf(stream as PDFStream)).toString('latin1');
      for (const m of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) texts.push(hexText(m[1] ?? ''));
    }
    return texts;
  });
}

export interface PdfGreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** The 8-bit grey images of the document (the printed QR codes). */
export async function pdfGreyImages(bytes: Uint8Array): Promise<PdfGreyImage[]> {
  const pdf = await PDFDocument.load(bytes);
  const images: PdfGreyImage[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict = object.dict;
    if (dict.get(PDFName.of('Subtype'))?.toString() !== '/Image') continue;
    if (dict.get(PDFName.of('ColorSpace'))?.toString() !== '/DeviceGray') continue;
    const width = dict.get(PDFName.of('Width'));
    const height = dict.get(PDFName.of('Height'));
    if (!(width instanceof PDFNumber) || !(height instanceof PDFNumber)) continue;
    images.push({ width: width.asNumber(), height: height.asNumber(), pixels: bytesOf(object) });
  }
  return images;
}

/** A grey image scaled up `scale` times as RGBA (what a QR decoder reads). */
export function greyToRgba(
  image: PdfGreyImage,
  scale: number,
): { data: Uint8ClampedArray; width: number; height: number } {
  const width = image.width * scale;
  const height = image.height * scale;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const v = image.pixels[Math.floor(y / scale) * image.width + Math.floor(x / scale)] ?? 255;
      const at = (y * width + x) * 4;
      data[at] = v;
      data[at + 1] = v;
      data[at + 2] = v;
      data[at + 3] = 255;
    }
  return { data, width, height };
}
