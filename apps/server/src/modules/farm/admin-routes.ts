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
import { addAndChangeRoutes, staffRefusals as refused } from '../../http/staff-routes.js';
import type { FarmAdminService } from './admin-service.js';

const tags = ['Farm content'];
const config = { staff: 'content.write' } as const;

/** The console's farm content under /api/admin: crops, certificates, the video feed, the home banner. */
export const farmAdminRoutes: FastifyPluginAsyncZod<{ farm: FarmAdminService }> = async (app, { farm }) => {
  // The four lists, each whole (the console pages none of them).
  const lists = [
    {
      path: '/admin/crops',
      summary: 'Every crop, newest first',
      list: adminCropList,
      load: async () => ({ data: await farm.crops() }),
    },
    {
      path: '/admin/certificates',
      summary: 'Certificates in their order',
      list: adminCertificateList,
      load: async () => ({ data: await farm.certificates() }),
    },
    {
      path: '/admin/videos',
      summary: 'The video feed in its order',
      list: adminVideoList,
      load: async () => ({ data: await farm.videos() }),
    },
    {
      path: '/admin/banners',
      summary: 'The home banner in its order',
      list: adminBannerList,
      load: async () => ({ data: await farm.banners() }),
    },
  ] as const;
  for (const { path, summary, list, load } of lists) {
    app.get(path, { config, schema: { tags, summary, response: { 200: list, ...refused } } }, load);
  }
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
  addAndChangeRoutes(app, {
    path: '/admin/crops',
    staff: config.staff,
    tags,
    summaries: { add: 'Adds a crop (its key features are sanitised HTML)', change: 'Changes a crop' },
    body: cropBody,
    answer: adminCrop,
    add: (body, by) => farm.createCrop(body, by),
    change: (id, body, by) => farm.updateCrop(id, body, by),
  });
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

  addAndChangeRoutes(app, {
    path: '/admin/certificates',
    staff: config.staff,
    tags,
    summaries: { add: 'Adds a certificate at the end', change: 'Changes a certificate' },
    body: certificateBody,
    answer: adminCertificate,
    add: (body, by) => farm.createCertificate(body, by),
    change: (id, body, by) => farm.updateCertificate(id, body, by),
  });
  addAndChangeRoutes(app, {
    path: '/admin/videos',
    staff: config.staff,
    tags,
    summaries: {
      add: 'Adds a film to the end of the video feed',
      change: 'Changes a film of the video feed',
    },
    body: videoBody,
    answer: adminVideo,
    add: (body, by) => farm.createVideo(body, by),
    change: (id, body, by) => farm.updateVideo(id, body, by),
  });
  addAndChangeRoutes(app, {
    path: '/admin/banners',
    staff: config.staff,
    tags,
    summaries: {
      add: 'Adds a picture or film to the end of the home banner',
      change: 'Changes a home banner item',
    },
    body: bannerBody,
    answer: adminBanner,
    add: (body, by) => farm.createBanner(body, by),
    change: (id, body, by) => farm.updateBanner(id, body, by),
  });

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
