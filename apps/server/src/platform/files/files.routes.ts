import type { Readable } from 'node:stream';
import { UPLOAD_LINK_MESSAGES } from '@dom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors';
import { contentDisposition } from './content-disposition';
import { servedContentType } from './content-sniff';
import type { FilesService } from './files.service';
import { isSafeStorageKey, uploadSubject } from './local-disk-storage';
import type { UrlSigner } from './url-signer';
import { publicRoute } from '../http/access';

export { contentDisposition };

export function filesRoutes(files: FilesService, signer: UrlSigner): FastifyPluginAsyncZod {
  return async (app) => {
    // The signed upload's body is the file itself, of any type: handed on as a stream, never parsed.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    app.put(
      '/files/upload',
      {
        config: publicRoute('the signed, expiring address is the permission'),
        schema: {
          tags: ['files'],
          summary: 'Upload the bytes of a new file to a signed address (local disk storage)',
          querystring: z.object({
            key: z.string().min(1).max(300),
            expires: z.coerce.number().int().positive(),
            signature: z.string().min(10).max(200),
          }),
        },
      },
      async (request, reply) => {
        const { key, expires, signature } = request.query;
        const check = signer.verify(uploadSubject(key), expires, signature);
        if (!check.ok || !isSafeStorageKey(key)) {
          request.raw.resume();
          throw new AppError(
            'FORBIDDEN',
            check.reason === 'expired' ? UPLOAD_LINK_MESSAGES.expired : UPLOAD_LINK_MESSAGES.invalid,
          );
        }
        const declared = Number(request.headers['content-length'] ?? 0);
        const stored = await files.storeSignedUpload(key, request.body as Readable, declared);
        return reply.code(200).send({ key: stored.key, sizeBytes: stored.sizeBytes, sha256: stored.sha256 });
      },
    );
    app.get(
      '/files/:id/content',
      {
        config: publicRoute('the signed, expiring address is the permission'),
        schema: {
          tags: ['files'],
          summary: 'Download a stored file through a signed address',
          params: z.object({ id: z.uuid({ message: 'id must be a file id' }) }),
          querystring: z.object({
            expires: z.coerce.number().int().positive(),
            signature: z.string().min(10).max(200),
          }),
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const check = signer.verify(id, request.query.expires, request.query.signature);
        if (!check.ok) {
          throw new AppError(
            'FORBIDDEN',
            check.reason === 'expired'
              ? 'This download link has expired. Open the file again to get a new link.'
              : 'This download link is not valid.',
          );
        }
        const { file, stream } = await files.open(id);
        return reply
          .header('content-type', servedContentType(file.contentType))
          .header('x-content-type-options', 'nosniff')
          .header('content-length', String(file.sizeBytes))
          .header('content-disposition', contentDisposition(file.name))
          .header('cache-control', 'private, max-age=300')
          .send(stream);
      },
    );
  };
}
