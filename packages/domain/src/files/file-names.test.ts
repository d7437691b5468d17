import { describe, expect, it } from 'vitest';
import { displayFileName, fileExtension, INVALID_FILE_TYPE_MESSAGE, toStorageFileName } from './file-names';

describe('file extension', () => {
  it.each([
    ['report.pdf', 'pdf'],
    ['Scan.JPG', 'jpg'],
    ['archive.tar.gz', 'gz'],
  ])('of %s is %s', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });

  it.each(['README', 'report.', '.env', ''])('is missing in %s', (name) => {
    expect(fileExtension(name)).toBeNull();
  });
});

describe('storage file name', () => {
  const timestamp = 1741152000000;

  it('turns dots in the base name into underscores and appends the timestamp', () => {
    expect(toStorageFileName('po.v2.final.pdf', timestamp)).toEqual({
      ok: true,
      name: 'po_v2_final_1741152000000.pdf',
    });
    expect(toStorageFileName('Invoice.PDF', timestamp)).toEqual({
      ok: true,
      name: 'Invoice_1741152000000.PDF',
    });
  });

  it('needs an extension', () => {
    expect(toStorageFileName('README', timestamp)).toEqual({ ok: false, error: INVALID_FILE_TYPE_MESSAGE });
    expect(toStorageFileName('report.', timestamp)).toEqual({
      ok: false,
      error: 'Invalid file type selected',
    });
  });
});

describe('display file name', () => {
  it('keeps names of up to 25 characters', () => {
    expect(displayFileName('short.pdf')).toBe('short.pdf');
    expect(displayFileName('exactly-twenty-five-c.pdf')).toBe('exactly-twenty-five-c.pdf');
  });

  it('shortens longer names to 25 characters, keeping the extension', () => {
    const shown = displayFileName('purchase-order-march-2025-final.pdf');
    expect(shown).toBe('purchase-order-march….pdf');
    expect(Array.from(shown)).toHaveLength(25);
  });

  it('cuts at the end when there is no extension or it is too long to keep', () => {
    expect(displayFileName('a-very-long-name-without-any-extension')).toBe('a-very-long-name-without…');
    expect(displayFileName('x.averyveryveryveryverylongextension')).toBe('x.averyveryveryveryveryl…');
  });

  it('honours another maximum', () => {
    expect(displayFileName('purchase-order.xlsx', 10)).toBe('purc….xlsx');
  });
});
