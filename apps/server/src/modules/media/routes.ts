import {
  MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
  MESSAGES,
  errorBody,
  idParams,
  mediaInUse,
  mediaList,
  mediaListQuery,
  mediaRemoved,
  mediaUploaded,
  roleCan,
} from '@farm/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActorOf, staffCallerOf } from '../../http/auth.js';
import { ForbiddenError, RuleViolationError } from '../../shared/errors.js';
import type { MediaService } from './service.js';
import { MEDIA_CACHE_CONTROL, S3MediaStore } from './store.js';
import { staffRefusals as refused } from '../../http/staff-routes.js';

const tags = ['Pictures'];

/**
 * Pictures serve the catalogue and the farm content alike, and config.staff names one permission: the routes let
 * any signed-in member in, and this lets only those who may change either (managers and owners) go on.
 */
async function mayManagePictures(request: FastifyRequest): Promise<void> {
  const { role } = staffCallerOf(request).member;
  if (!roleCan(role, 'catalogue.write') && !roleCan(role, 'content.write')) {
    throw new ForbiddenError(MEDIA_MESSAGES.forbidden);
  }
}

/** Every picture route: any signed-in member is let in by the route rule, then only those who manage pictures. */
const managers = { config: { staff: 'signed-in' as const }, onRequest: mayManagePictures };

/** A multipart refusal in the farm's words: too large is 413, anything else about the form a 422. */
class UploadTooLarge extends Error {}
function uploadRefusal(error: unknown): Error {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new UploadTooLarge(MEDIA_MESSAGES.tooLarge);
  if (typeof code === 'string' && code.startsWith('FST_')) {
    return new RuleViolationError(MEDIA_MESSAGES.fileRequired, { file: [MEDIA_MESSAGES.fileRequired] });
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** The console's picture library under /api/admin/media. */
export const mediaAdminRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (app, { media }) => {
  // Only these routes read multipart bodies; the rest of the API keeps its JSON-only parsers and 256 KB limit.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 100 },
  });

  app.get(
    '/admin/media',
    {
      ...managers,
      schema: {
        tags,
        summary:
          'Every uploaded picture, newest first, with where it is used (unused=true: only unused ones)',
        querystring: mediaListQuery,
        response: { 200: mediaList, ...refused, 422: errorBody },
      },
    },
    async (request) => ({ items: await media.list(request.query.unused) }),
  );

  app.post(
    '/admin/media',
    {
      ...managers,
      schema: {
        tags,
        summary:
          'Uploads one picture (multipart, field "file"): JPEG, PNG or WebP by content, at most 15 MB; made into WebP and JPEG at the standard widths, metadata removed',
        consumes: ['multipart/form-data'],
        response: { 201: mediaUploaded, ...refused, 413: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      let input: Buffer;
      let name: string;
      try {
        const part = await request.file();
        if (!part) {
          throw new RuleViolationError(MEDIA_MESSAGES.fileRequired, { file: [MEDIA_MESSAGES.fileRequired] });
        }
        name = part.filename;
        input = await part.toBuffer();
      } catch (error) {
        const refusal = error instanceof RuleViolationError ? error : uploadRefusal(error);
        if (refusal instanceof UploadTooLarge) {
          return reply.code(413).send({ message: refusal.message, errors: { file: [refusal.message] } });
        }
        throw refusal;
      }
      const item = await media.upload(input, name, staffActorOf(request));
      return reply.code(201).send({ message: MEDIA_MESSAGES.uploaded, item });
    },
  );

  app.delete(
    '/admin/media/:id',
    {
      ...managers,
      schema: {
        tags,
        summary:
          'Removes an unused picture and its files; one still shown somewhere is refused, naming where',
        params: idParams,
        response: { 200: mediaRemoved, ...refused, 404: errorBody, 409: mediaInUse, 422: errorBody },
      },
    },
    async (request) => {
      await media.remove(request.params.id, staffActorOf(request));
      return { message: MEDIA_MESSAGES.removed };
    },
  );
};

/**
 * The made files at /uploads/m/<key>/<width>.<ext>, from the media store (a folder or the shared bucket), so every
 * server answers every picture. Their names never change content, so caches keep them a year.
 */
export const mediaFileRoutes: FastifyPluginAsync<{
  media: MediaService;
  crossOriginPictures: boolean;
}> = async (app, { media, crossOriginPictures }) => {
  app.get<{ Params: { key: string; file: string } }>('/uploads/m/:key/:file', async (request, reply) => {
    const found = await media.file(request.params.key, request.params.file);
    if (!found) return reply.code(404).send({ message: MESSAGES.notFound });
    reply
      .type(found.contentType)
      .header('cache-control', MEDIA_CACHE_CONTROL)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('x-content-type-options', 'nosniff');
    if (found.size !== undefined) reply.header('content-length', String(found.size));
    if (crossOriginPictures) reply.header('cross-origin-resource-policy', 'cross-origin');
    return reply.send(found.body);
  });
  app.addHook('onClose', async () => {
    if (media.store instanceof S3MediaStore) media.store.close();
  });
};
