import { fileExtension, INVALID_FILE_TYPE_MESSAGE } from './file-names';

export const DEFAULT_MAX_FILES = 5;
export const DEFAULT_MAX_FILE_SIZE_MB = 5;
export const BYTES_PER_MB = 1024 * 1024;
/** From this many oversize files on, one summary message replaces the per-file messages. */
export const OVERSIZE_SUMMARY_THRESHOLD = 3;

export const INVALID_FORMATS_MESSAGE = 'Some selected files have invalid formats.';

export function tooManyFilesMessage(maxFiles: number): string {
  return `You can only select up to ${maxFiles} files.`;
}

export function fileTooLargeMessage(name: string, maxSizeMb: number): string {
  return `File ${name} exceeds the ${maxSizeMb}MB limit and will not be uploaded.`;
}

export function someFilesTooLargeMessage(maxSizeMb: number): string {
  return `Some files exceeds the ${maxSizeMb}MB limit and will not be uploaded.`;
}

export interface SelectedFile {
  name: string;
  /** bytes */
  size: number;
  /** MIME type as the browser reports it; may be empty. */
  type?: string;
}

export interface FileSelectionOptions {
  /** Defaults to 5; single-file pickers pass 1. */
  maxFiles?: number;
  /** Per file, in MB of 1024 × 1024 bytes; defaults to 5. */
  maxSizeMb?: number;
  /**
   * Accepted types in the form of an HTML accept attribute: extensions (".pdf" or "pdf"), MIME
   * types ("application/pdf") or wildcards ("image/*"). Omitted or empty accepts any type.
   */
  accept?: readonly string[];
}

export interface FileSelectionResult<T extends SelectedFile> {
  ok: boolean;
  errors: string[];
  /** The files to keep: all of them when ok, none otherwise (the selection is cleared). */
  files: T[];
}

export function isAcceptedFileType(file: SelectedFile, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  const extension = fileExtension(file.name);
  const mime = (file.type ?? '').toLowerCase();
  return accept.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    if (wanted.endsWith('/*')) return mime !== '' && mime.startsWith(wanted.slice(0, -1));
    if (wanted.includes('/')) return mime === wanted;
    return extension !== null && extension === wanted.replace(/^\./, '');
  });
}

/**
 * Checks a picked selection. Too many files is reported alone (the whole pick is refused);
 * otherwise every problem found is reported: missing extension, oversize files (named one by
 * one while fewer than three, summarised from three on) and unaccepted types.
 */
export function validateFileSelection<T extends SelectedFile>(
  files: readonly T[],
  options: FileSelectionOptions = {},
): FileSelectionResult<T> {
  const maxFiles = options.maxFiles ?? DEFAULT_MAX_FILES;
  const maxSizeMb = options.maxSizeMb ?? DEFAULT_MAX_FILE_SIZE_MB;
  if (files.length > maxFiles) return { ok: false, errors: [tooManyFilesMessage(maxFiles)], files: [] };

  const errors: string[] = [];
  if (files.some((file) => fileExtension(file.name) === null)) errors.push(INVALID_FILE_TYPE_MESSAGE);
  const oversize = files.filter((file) => file.size > maxSizeMb * BYTES_PER_MB);
  if (oversize.length >= OVERSIZE_SUMMARY_THRESHOLD) errors.push(someFilesTooLargeMessage(maxSizeMb));
  else errors.push(...oversize.map((file) => fileTooLargeMessage(file.name, maxSizeMb)));
  if (files.some((file) => !isAcceptedFileType(file, options.accept))) errors.push(INVALID_FORMATS_MESSAGE);

  return errors.length === 0 ? { ok: true, errors, files: [...files] } : { ok: false, errors, files: [] };
}

/** The upload button waits for at least one file and no error. */
export function isUploadDisabled(fileCount: number, errors: readonly string[]): boolean {
  return fileCount === 0 || errors.length > 0;
}
