import {
  lotsNearingResponse,
  packingBody,
  packingResponse,
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
  idParams,
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
    '/admin/lots/nearing',
    {
      config: { staff },
      schema: {
        tags: ['Staff'],
        summary:
          'Lots with units on the shelf whose last day to be packed (the shelf-life floor at delivery) comes within 30 days',
        response: { 200: lotsNearingResponse, ...refused },
      },
    },
    async () => ({ lots: await stock.nearing() }),
  );
  app.get(
    '/admin/orders/:id/lots',
    {
      config: { staff: 'orders.read' },
      schema: {
        tags: ['Staff'],
        summary:
          'The packing screen: the lots an order’s units are held in, what first-expiry-first proposes today, and every lot that could be packed instead',
        params: idParams,
        response: { 200: packingResponse, ...refused, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => stock.packing.view(request.params.id),
  );
  app.put(
    '/admin/orders/:id/lots',
    {
      config: { staff: 'orders.advance' },
      schema: {
        tags: ['Staff'],
        summary:
          'Choose the lots an order is packed from: per size, all its units, from lots that may be packed (not recalled, shelf life enough)',
        params: idParams,
        body: packingBody,
        response: { 200: packingResponse, ...refused, 404: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request) => stock.packing.choose(request.params.id, request.body, staffActorOf(request)),
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
