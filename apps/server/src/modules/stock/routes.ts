import {
  cartStockBody,
  cartStockResponse,
  errorBody,
  stockChangeBody,
  stockDetail,
  stockListQuery,
  stockListResponse,
  stockSettings,
  stockSettingsResponse,
  stockSizeParams,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActorOf } from '../../http/auth.js';
import { toSizePreorder } from '../preorders/index.js';
import type { StockService } from './service.js';
import { staffRefusals as refused } from '../../http/staff-routes.js';

const staff = 'stock.write' as const;

/**
 * Stock counts (docs/domain.md "Stock"): the console's counts, batches and corrections (permission stock.write),
 * the owner's hold time and threshold (settings.write), and what a cart's sizes have left (public).
 */
export const stockRoutes: FastifyPluginAsyncZod<{ stock: StockService }> = async (app, { stock }) => {
  app.get(
    '/admin/stock',
    {
      config: { staff },
      schema: {
        tags: ['Staff'],
        summary:
          'Every size of the shop, counted or not: the counted first with what is on the shelf, held and available (fewest first), then the rest (null counts); low=1 for the counted sizes running low',
        querystring: stockListQuery,
        response: { 200: stockListResponse, ...refused, 422: errorBody },
      },
    },
    async (request) => ({ sizes: await stock.list(request.query.low === '1') }),
  );
  app.get(
    '/admin/stock/:sizeId',
    {
      config: { staff },
      schema: {
        tags: ['Staff'],
        summary: 'One size’s stock and its newest movements',
        params: stockSizeParams,
        response: { 200: stockDetail, ...refused, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => stock.detail(request.params.sizeId),
  );
  app.post(
    '/admin/stock/:sizeId',
    {
      config: { staff },
      schema: {
        tags: ['Staff'],
        summary: 'A count taken, a batch received or a correction: one movement with who and why',
        params: stockSizeParams,
        body: stockChangeBody,
        response: { 200: stockDetail, ...refused, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => stock.change(request.params.sizeId, request.body, staffActorOf(request)),
  );
  app.get(
    '/admin/settings/stock',
    {
      config: { staff: 'settings.write' },
      schema: {
        tags: ['Settings'],
        summary: 'How long a payment holds its jars, and the "Only N left" threshold',
        response: { 200: stockSettingsResponse, ...refused },
      },
    },
    async () => stock.settings(),
  );
  app.put(
    '/admin/settings/stock',
    {
      config: { staff: 'settings.write' },
      schema: {
        tags: ['Settings'],
        summary: 'Changes the hold time and the "Only N left" threshold',
        body: stockSettings,
        response: { 200: stockSettingsResponse, ...refused, 422: errorBody },
      },
    },
    async (request) => stock.saveSettings(request.body, staffActorOf(request)),
  );
  app.post(
    '/cart/stock',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'What each of a cart’s sizes has left, so the cart never asks for more (null: not counted)',
        body: cartStockBody,
        response: { 200: cartStockResponse, 422: errorBody },
      },
    },
    async (request) => {
      const ids = [...new Set(request.body.items.map((item) => item.product_size_id))];
      const free = await stock.available(ids);
      return {
        // An unknown size has nothing left: the cart drops it (checkout would refuse it by name anyway).
        lines: ids.map((id) => {
          const size = free.get(id);
          // `preorder` only for a size that sells from one: the shelf's answer keeps its shape.
          const preorder = toSizePreorder(size?.preorder);
          return {
            product_size_id: id,
            in_stock: size?.inStock ?? false,
            stock_left: size ? size.left : 0,
            ...(preorder ? { preorder } : {}),
          };
        }),
      };
    },
  );
};
