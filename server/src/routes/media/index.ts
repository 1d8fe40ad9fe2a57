import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { ErrorEnvelope } from '../../lib/envelope.js';
import { editorialError } from '../../services/editorial/editorial-errors.js';
import { MEDIA_CONTENT_TYPES, MEDIA_WIDTHS, MediaService, type MediaFormat } from '../../services/media/media-service.js';

/**
 * `960.jpeg`, `480.webp`, … and the names ContentPicture derives from an image field's JPEG path (`960-480.avif` for
 * `/media/MED-…/960.jpeg` at 480 px): the last width counts.
 */
const FILE = /^(?:\d{3,4}-)?(\d{3,4})\.(avif|webp|jpeg|jpg)$/;

/** Media bytes never change under a name (a new upload is a new asset), so browsers and CDNs keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The stream as the body (the route's typed reply only knows its schema's string). */
const sendMedia = (reply: FastifyReply, stream: Readable): FastifyReply => reply.send(stream);

/** Public bytes of the media library: `GET /media/:assetNo/:width.:format` (issue #13). */
const publicMediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new MediaService({ db: app.db, registry: app.recruitment.registry, clock: app.auth.clock });

  app.get(
    '/media/:assetNo/:file',
    {
      schema: {
        tags: ['content'],
        summary:
          `A media library image: \`<width>.<format>\` with width ${MEDIA_WIDTHS.join(', ')} and format avif, webp or jpeg; ` +
          'cached as immutable. An asset made before a width existed answers with its widest narrower variant',
        params: Type.Object({
          assetNo: Type.String({ pattern: '^MED-[0-9A-Z]{8}$' }),
          file: Type.String({ pattern: FILE.source, description: 'e.g. 960.jpeg, 480.avif, 960-1440.avif' }),
        }),
        response: { 200: Type.String({ format: 'binary' }), 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const [, width, extension] = FILE.exec(request.params.file)!;
      const format: MediaFormat = extension === 'jpg' ? 'jpeg' : (extension as MediaFormat);
      const found = await service.open(request.params.assetNo, Number(width), format);
      if (!found) throw editorialError('mediaNotFound');
      reply.header('cache-control', IMMUTABLE).header('content-length', found.size).type(MEDIA_CONTENT_TYPES[format]);
      return sendMedia(reply, found.stream);
    },
  );
};

export default publicMediaRoutes;
