import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_FILE_SIZE_MB,
  DEFAULT_MAX_FILES,
  INVALID_FORMATS_MESSAGE,
  isAcceptedFileType,
  isUploadDisabled,
  validateFileSelection,
  type SelectedFile,
} from './file-selection';

const MB = 1024 * 1024;
const pdf = (name: string, size = MB): SelectedFile => ({ name, size, type: 'application/pdf' });

describe('file selection', () => {
  it('defaults to 5 files of 5 MB', () => {
    expect(DEFAULT_MAX_FILES).toBe(5);
    expect(DEFAULT_MAX_FILE_SIZE_MB).toBe(5);
  });

  it('keeps a valid selection', () => {
    const files = [pdf('a.pdf'), pdf('b.pdf', 5 * MB)];
    expect(validateFileSelection(files)).toEqual({ ok: true, errors: [], files });
  });

  it('refuses too many files and clears the selection', () => {
    const files = Array.from({ length: 6 }, (_, index) => pdf(`f${index}.pdf`, 50 * MB));
    expect(validateFileSelection(files)).toEqual({
      ok: false,
      errors: ['You can only select up to 5 files.'],
      files: [],
    });
    expect(validateFileSelection([pdf('a.pdf'), pdf('b.pdf')], { maxFiles: 1 }).errors).toEqual([
      'You can only select up to 1 files.',
    ]);
  });

  it('names each oversize file while fewer than three are oversize', () => {
    const result = validateFileSelection([
      pdf('big.pdf', 5 * MB + 1),
      pdf('ok.pdf'),
      pdf('huge.pdf', 9 * MB),
    ]);
    expect(result).toEqual({
      ok: false,
      errors: [
        'File big.pdf exceeds the 5MB limit and will not be uploaded.',
        'File huge.pdf exceeds the 5MB limit and will not be uploaded.',
      ],
      files: [],
    });
  });

  it('summarises three or more oversize files', () => {
    const files = [pdf('a.pdf', 3 * MB), pdf('b.pdf', 3 * MB), pdf('c.pdf', 3 * MB)];
    expect(validateFileSelection(files, { maxSizeMb: 2 }).errors).toEqual([
      'Some files exceeds the 2MB limit and will not be uploaded.',
    ]);
  });

  it('refuses unaccepted types', () => {
    const files = [pdf('a.pdf'), { name: 'virus.exe', size: 10, type: 'application/x-msdownload' }];
    expect(validateFileSelection(files, { accept: ['.pdf'] })).toEqual({
      ok: false,
      errors: [INVALID_FORMATS_MESSAGE],
      files: [],
    });
    expect(INVALID_FORMATS_MESSAGE).toBe('Some selected files have invalid formats.');
  });

  it('refuses names without an extension', () => {
    expect(validateFileSelection([{ name: 'scan', size: 10 }]).errors).toEqual([
      'Invalid file type selected',
    ]);
  });

  it('reports every kind of problem at once', () => {
    const files = [{ name: 'scan', size: 10 }, pdf('big.pdf', 6 * MB), { name: 'a.exe', size: 1 }];
    expect(validateFileSelection(files, { accept: ['pdf'] }).errors).toEqual([
      'Invalid file type selected',
      'File big.pdf exceeds the 5MB limit and will not be uploaded.',
      INVALID_FORMATS_MESSAGE,
    ]);
  });

  it('matches extensions, MIME types and wildcards', () => {
    const photo = { name: 'site.JPEG', size: 1, type: 'image/jpeg' };
    expect(isAcceptedFileType(photo, undefined)).toBe(true);
    expect(isAcceptedFileType(photo, [])).toBe(true);
    expect(isAcceptedFileType(photo, ['.jpeg'])).toBe(true);
    expect(isAcceptedFileType(photo, ['jpeg'])).toBe(true);
    expect(isAcceptedFileType(photo, ['image/*'])).toBe(true);
    expect(isAcceptedFileType(photo, ['image/jpeg'])).toBe(true);
    expect(isAcceptedFileType(photo, ['.png', 'application/pdf'])).toBe(false);
    expect(isAcceptedFileType({ name: 'x.png', size: 1 }, ['image/*'])).toBe(false);
  });

  it('disables upload with no file or with an error', () => {
    expect(isUploadDisabled(0, [])).toBe(true);
    expect(isUploadDisabled(2, ['x'])).toBe(true);
    expect(isUploadDisabled(2, [])).toBe(false);
  });
});
