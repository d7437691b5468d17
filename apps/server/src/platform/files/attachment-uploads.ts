import { fileTooLargeMessage, tooManyFilesMessage } from '@dom/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../errors';
import { assertCleanText, malformedMultipart, multipartField } from '../http/input-hygiene';
import { MultipartFingerprint, replayIfRepeated, singleFileFingerprint } from '../idempotency';
import type { AttachmentFile } from './attachments';

/**
 * Reading an attachment upload's multipart body, once for every area: the file's name must be clean
 * text, a file over the size limit is 400 naming it, and a repeated Idempotency-Key with the same
 * body replays the first answer (`replayIfRepeated` on the body's fingerprint). Each reader answers
 * null when the answer was replayed: the route then returns the reply as it is.
 */

const hasCode = (err: unknown, code: string) =>
  typeof err === 'object' && err !== null && 'code' in err && err.code === code;

export interface OneFileUpload extends AttachmentFile {
  documentType: string;
  /** The owner's key, sent in a form field (`identifier`). */
  key: string;
}

/**
 * One file with its type and its owner's key in form fields (the order's and the consignment's
 * `upload-file(s)`): a missing file, type or key is 400 under its field.
 */
export async function readOneFileUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { typeField: string; keyField: string; keyMessage: string; maxSizeMb: number },
): Promise<OneFileUpload | null> {
  const data = await request.file().catch(malformedMultipart);
  if (!data) throw badRequest([{ field: 'file', message: 'Choose a file' }]);
  assertCleanText(data.filename, 'file');
  let bytes: Buffer;
  try {
    bytes = await data.toBuffer();
  } catch {
    throw badRequest([{ field: 'file', message: fileTooLargeMessage(data.filename, options.maxSizeMb) }]);
  }
  const documentType = multipartField(data.fields[options.typeField], options.typeField);
  const key = multipartField(data.fields[options.keyField], options.keyField);
  if (!documentType) throw badRequest([{ field: options.typeField, message: 'Select a document type' }]);
  if (!key) throw badRequest([{ field: options.keyField, message: options.keyMessage }]);
  if (await replayIfRepeated(request, reply, singleFileFingerprint(data, bytes))) return null;
  return { documentType, key, fileName: data.filename, bytes };
}

export interface ManyFilesUpload {
  documentType: string | undefined;
  files: AttachmentFile[];
}

/**
 * One to `maxFiles` files and the type in a form field (the seller's documents); more files than
 * the multipart limit allows is 400 saying how many may be sent. The checks of the type and the
 * files themselves are the capability's.
 */
export async function readManyFilesUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { typeField: string; maxFiles: number; maxSizeMb: number },
): Promise<ManyFilesUpload | null> {
  const files: AttachmentFile[] = [];
  let documentType: string | undefined;
  const fingerprint = new MultipartFingerprint();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fingerprint.field(part.fieldname, part.value);
        if (part.fieldname === options.typeField && typeof part.value === 'string') {
          assertCleanText(part.value, options.typeField);
          documentType = part.value;
        }
        continue;
      }
      assertCleanText(part.filename, 'files');
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch {
        throw badRequest([{ field: 'file', message: fileTooLargeMessage(part.filename, options.maxSizeMb) }]);
      }
      fingerprint.file(part.fieldname, part.filename, part.mimetype, bytes);
      files.push({ fileName: part.filename, bytes });
    }
  } catch (err) {
    if (hasCode(err, 'FST_FILES_LIMIT'))
      throw badRequest([{ field: 'file', message: tooManyFilesMessage(options.maxFiles) }]);
    malformedMultipart(err);
  }
  if (await replayIfRepeated(request, reply, fingerprint.digest())) return null;
  return { documentType, files };
}
