import { errorBody, lotCodeParams, lotParams, lotView } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REVALIDATE_CACHE_CONTROL, sendPdf } from '../../http/send.js';
import { staffRefusals as refused } from '../../http/staff-routes.js';
import type { LotPageService } from './service.js';

/**
 * A lot's public page answer (the QR on its jars) and its label sheet for the console (issue 38 item 3). The Stock
 * page's permission prints labels: whoever receives a lot sticks them on its jars.
 */
export const lotRoutes: FastifyPluginAsyncZod<{ lots: LotPageService }> = async (app, { lots }) => {
  app.get(
    '/lots/:code',
    {
      schema: {
        tags: ['Farm information'],
        summary:
          'One lot, by the code printed on its jars (any case): the product, dates, where it was grown, its certificate, and whether it was recalled',
        params: lotCodeParams,
        response: { 200: lotView, 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const view = await lots.view(request.params.code);
      // Read fresh each time (a recall shows at once); a cache in front asks again every time.
      void reply.header('cache-control', REVALIDATE_CACHE_CONTROL);
      return view;
    },
  );

  app.get(
    '/admin/lots/:lotId/labels.pdf',
    {
      config: { staff: 'stock.write' },
      schema: {
        tags: ['Staff'],
        summary:
          'An A4 sheet of 24 labels for a lot: each with a QR of the lot’s public page, its code, the product, size and best-before',
        params: lotParams,
        response: { ...refused, 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const { code, pdf } = await lots.labelSheet(request.params.lotId, request.shopOrigin);
      return sendPdf(reply, pdf, `labels-${code}`);
    },
  );
};
