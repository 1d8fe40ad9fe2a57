import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError } from '../../lib/app-error.js';
import { ErrorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { editorialError } from '../../services/editorial/editorial-errors.js';
import { hasNul } from '../../services/editorial/editorial-service.js';
import { MEDIA_MAX_BYTES, type Alt, type MediaActor, type MediaService } from '../../services/media/media-service.js';

export const ALT_MAX = 300;
const MEDIA_PAGE_SIZE = 24;
const ALT_FIELDS = { altEN: 'EN', altCN: 'CN', altTC: 'TC' } as const;

const AltText = Type.String({ minLength: 1, maxLength: ALT_MAX, pattern: '\\S' });
const Alt = Type.Object({ EN: AltText, CN: AltText, TC: AltText }, { additionalProperties: false });
const MediaAsset = Type.Object({
  assetNo: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  alt: Type.Object({ EN: Type.String(), CN: Type.String(), TC: Type.String() }),
  url: Type.String({ description: 'The JPEG at the larger width; an image field takes `media:<assetNo>`' }),
  sources: Type.Array(Type.Object({ format: Type.String(), width: Type.Integer(), url: Type.String() })),
  createdAt: Type.String(),
});
const AssetParams = Type.Object({ assetNo: Type.String({ pattern: '^MED-[0-9A-Z]{8}$' }) });

const tags = ['console'];
const denied = { 401: ErrorEnvelope, 403: ErrorEnvelope, 429: ErrorEnvelope };

const multipartError = (error: unknown): AppError => {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return editorialError('imageTooLarge', { values: { maxMegabytes: MEDIA_MAX_BYTES / 1024 / 1024, maxMegapixels: 40 } });
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return editorialError('notMultipart');
  }
  return editorialError('notMultipart');
};

/** Reads the upload form: the three alt texts and one file, the file whole in memory (at most MEDIA_MAX_BYTES). */
async function readUpload(parts: AsyncIterableIterator<Multipart>): Promise<{ file: Buffer | undefined; alt: Partial<Alt> }> {
  const alt: Partial<Alt> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          continue;
        }
        file = await part.toBuffer();
        continue;
      }
      const language = ALT_FIELDS[part.fieldname as keyof typeof ALT_FIELDS];
      if (language && typeof part.value === 'string') alt[language] = part.value.trim();
    }
  } catch (error) {
    throw multipartError(error);
  }
  return { file, alt };
}

const completeAlt = (alt: Partial<Alt>): Alt => {
  if (hasNul(alt)) throw editorialError('nulCharacter');
  const given = (value: string | undefined) => value !== undefined && value.length > 0 && value.length <= ALT_MAX;
  if (!given(alt.EN) || !given(alt.CN) || !given(alt.TC)) throw editorialError('altRequired');
  return alt as Alt;
};

/** The media library of the console (issue #13), under /api/console/media: any editor or admin. */
export const mediaRoutes =
  (service: MediaService, actorOf: (request: FastifyRequest) => MediaActor): FastifyPluginAsyncTypebox =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 6, parts: 8, fieldSize: 4 * ALT_MAX } });

    app.post(
      '/media',
      {
        schema: {
          tags,
          summary: `Upload an image: multipart/form-data with \`file\` (JPEG, PNG, WebP or AVIF by content; at most ${MEDIA_MAX_BYTES} bytes and 40 megapixels) and \`altEN\`, \`altCN\`, \`altTC\`; AVIF, WebP and JPEG are made at 480 and 960 px`,
          consumes: ['multipart/form-data'],
          response: { 200: successEnvelope(MediaAsset), 400: ErrorEnvelope, 413: ErrorEnvelope, 415: ErrorEnvelope, ...denied },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        if (!request.isMultipart()) throw editorialError('notMultipart');
        const { file, alt } = await readUpload(request.parts());
        if (!file) throw editorialError('fileRequired');
        return ok(await service.upload(actor, file, completeAlt(alt)));
      },
    );

    app.get(
      '/media',
      {
        schema: {
          tags,
          summary: 'The media library, newest first; q matches the number and the alt texts',
          querystring: Type.Object({
            q: Type.Optional(Type.String({ maxLength: 100 })),
            page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
            pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
          }),
          response: { 200: successEnvelope(Type.Object({ list: Type.Array(MediaAsset), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() })), 400: ErrorEnvelope, ...denied },
        },
      },
      async (request) => {
        actorOf(request);
        const { q, page = 1, pageSize = MEDIA_PAGE_SIZE } = request.query;
        return ok(await service.list({ page, pageSize, ...(q ? { q } : {}) }));
      },
    );

    app.put(
      '/media/:assetNo',
      {
        schema: {
          tags,
          summary: 'Change the alt texts (all three languages required)',
          params: AssetParams,
          body: Type.Object({ alt: Alt }, { additionalProperties: false }),
          response: { 200: successEnvelope(MediaAsset), 400: ErrorEnvelope, 404: ErrorEnvelope, ...denied },
        },
      },
      async (request) => ok(await service.updateAlt(actorOf(request), request.params.assetNo, completeAlt(request.body.alt))),
    );
  };
