import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors';
import { servedContentType } from './content-sniff';
import type { FilesService } from './files.service';
import type { UrlSigner } from './url-signer';
import { publicRoute } from '../http/access';

/** RFC 6266 attachment header with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function filesRoutes(files: FilesService, signer: UrlSigner): FastifyPluginAsyncZod {
  return async (app) => {
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
