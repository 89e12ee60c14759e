import {
  CONTENT_MESSAGES,
  adminBanner,
  adminBannerList,
  adminCertificate,
  adminCertificateList,
  adminCrop,
  adminCropList,
  adminVideo,
  adminVideoList,
  bannerBody,
  certificateBody,
  contentSaved,
  cropBody,
  errorBody,
  idParams,
  reorderBody,
  videoBody,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActorOf } from '../../http/auth.js';
import type { FarmAdminService } from './admin-service.js';

const tags = ['Farm content'];
/** Every route can refuse a missing session (401) and a role without 'content.write' (403). */
const refused = { 401: errorBody, 403: errorBody };
const config = { staff: 'content.write' } as const;

/** The console's farm content under /api/admin: crops, certificates, the video feed, the home banner. */
export const farmAdminRoutes: FastifyPluginAsyncZod<{ farm: FarmAdminService }> = async (app, { farm }) => {
  app.get(
    '/admin/crops',
    {
      config,
      schema: { tags, summary: 'Every crop, newest first', response: { 200: adminCropList, ...refused } },
    },
    async () => ({ data: await farm.crops() }),
  );
  app.get(
    '/admin/crops/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One crop',
        params: idParams,
        response: { 200: adminCrop, ...refused, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => farm.crop(request.params.id),
  );
  app.post(
    '/admin/crops',
    {
      config,
      schema: {
        tags,
        summary: 'Adds a crop (its key features are sanitised HTML)',
        body: cropBody,
        response: { 201: adminCrop, ...refused, 422: errorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await farm.createCrop(request.body, staffActorOf(request))),
  );
  app.put(
    '/admin/crops/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Changes a crop',
        params: idParams,
        body: cropBody,
        response: { 200: adminCrop, ...refused, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => farm.updateCrop(request.params.id, request.body, staffActorOf(request)),
  );
  app.delete(
    '/admin/crops/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Removes a crop and its pictures’ places',
        params: idParams,
        response: { 200: contentSaved, ...refused, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      await farm.removeCrop(request.params.id, staffActorOf(request));
      return { message: CONTENT_MESSAGES.saved };
    },
  );

  /** Removing and reordering work alike for the three ordered lists. */
  const sorted = [
    { kind: 'certificates', name: 'certificate' },
    { kind: 'videos', name: 'film of the video feed' },
    { kind: 'banners', name: 'home banner item' },
  ] as const;

  app.get(
    '/admin/certificates',
    {
      config,
      schema: {
        tags,
        summary: 'Certificates in their order',
        response: { 200: adminCertificateList, ...refused },
      },
    },
    async () => ({ data: await farm.certificates() }),
  );
  app.get(
    '/admin/videos',
    {
      config,
      schema: { tags, summary: 'The video feed in its order', response: { 200: adminVideoList, ...refused } },
    },
    async () => ({ data: await farm.videos() }),
  );
  app.get(
    '/admin/banners',
    {
      config,
      schema: {
        tags,
        summary: 'The home banner in its order',
        response: { 200: adminBannerList, ...refused },
      },
    },
    async () => ({ data: await farm.banners() }),
  );

  app.post(
    '/admin/certificates',
    {
      config,
      schema: {
        tags,
        summary: 'Adds a certificate at the end',
        body: certificateBody,
        response: { 201: adminCertificate, ...refused, 422: errorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await farm.createCertificate(request.body, staffActorOf(request))),
  );
  app.put(
    '/admin/certificates/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Changes a certificate',
        params: idParams,
        body: certificateBody,
        response: { 200: adminCertificate, ...refused, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => farm.updateCertificate(request.params.id, request.body, staffActorOf(request)),
  );
  app.post(
    '/admin/videos',
    {
      config,
      schema: {
        tags,
        summary: 'Adds a film to the end of the video feed',
        body: videoBody,
        response: { 201: adminVideo, ...refused, 422: errorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await farm.createVideo(request.body, staffActorOf(request))),
  );
  app.put(
    '/admin/videos/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Changes a film of the video feed',
        params: idParams,
        body: videoBody,
        response: { 200: adminVideo, ...refused, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => farm.updateVideo(request.params.id, request.body, staffActorOf(request)),
  );
  app.post(
    '/admin/banners',
    {
      config,
      schema: {
        tags,
        summary: 'Adds a picture or film to the end of the home banner',
        body: bannerBody,
        response: { 201: adminBanner, ...refused, 422: errorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await farm.createBanner(request.body, staffActorOf(request))),
  );
  app.put(
    '/admin/banners/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Changes a home banner item',
        params: idParams,
        body: bannerBody,
        response: { 200: adminBanner, ...refused, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => farm.updateBanner(request.params.id, request.body, staffActorOf(request)),
  );

  for (const { kind, name } of sorted) {
    app.delete(
      `/admin/${kind}/:id`,
      {
        config,
        schema: {
          tags,
          summary: `Removes a ${name}`,
          params: idParams,
          response: { 200: contentSaved, ...refused, 404: errorBody, 422: errorBody },
        },
      },
      async (request) => {
        await farm.remove(kind, request.params.id, staffActorOf(request));
        return { message: CONTENT_MESSAGES.saved };
      },
    );
    app.put(
      `/admin/${kind}/order`,
      {
        config,
        schema: {
          tags,
          summary: `Puts the ${name}s in a new order: every id once`,
          body: reorderBody,
          response: { 200: contentSaved, ...refused, 422: errorBody },
        },
      },
      async (request) => {
        await farm.reorder(kind, request.body.ids, staffActorOf(request));
        return { message: CONTENT_MESSAGES.saved };
      },
    );
  }
};
