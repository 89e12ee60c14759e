import {
  bulkPricesApplied,
  bulkPricesApplyBody,
  bulkPricesPreview,
  bulkPricesPreviewBody,
  errorBody,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActorOf } from '../../http/auth.js';
import { staffRefusals as refused } from '../../http/staff-routes.js';
import type { BulkPricesService } from './bulk-prices.js';

const tags = ['Staff'];
const staff = 'catalogue.write' as const;

/** A category's prices in bulk (issue 36), in the console (permission catalogue.write). */
export const bulkPricesRoutes: FastifyPluginAsyncZod<{ bulkPrices: BulkPricesService }> = async (
  app,
  { bulkPrices },
) => {
  app.post(
    '/admin/catalogue/prices/preview',
    {
      config: { staff },
      schema: {
        tags,
        summary:
          'Preview raising or lowering a category’s prices by a percentage or whole rupees: every size with its ' +
          'prices now and after (rounded to whole rupees), its warnings, and the fingerprint to apply it with',
        body: bulkPricesPreviewBody,
        response: { 200: bulkPricesPreview, ...refused, 422: errorBody },
      },
    },
    async (request) => bulkPrices.preview(request.body),
  );

  app.post(
    '/admin/catalogue/prices/apply',
    {
      config: { staff },
      schema: {
        tags,
        summary:
          'Apply a previewed change of a category’s prices: refused (409) when the prices or the change differ ' +
          'from the preview’s fingerprint; one transaction, one audit row',
        body: bulkPricesApplyBody,
        response: { 200: bulkPricesApplied, ...refused, 409: errorBody, 422: errorBody },
      },
    },
    async (request) => bulkPrices.apply(request.body, staffActorOf(request)),
  );
};
