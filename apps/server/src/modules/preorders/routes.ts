import {
  errorBody,
  harvestAnswer,
  harvestBody,
  harvestOutcome,
  idParams,
  openPreorderBody,
  packingListResponse,
  preorderAnswer,
  preorderListResponse,
  type HarvestOutcome,
  type PreorderView,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActorOf } from '../../http/auth.js';
import { staffRefusals as refused } from '../../http/staff-routes.js';
import type { StaffActor } from '../audit/index.js';
import type { PreorderService } from './service.js';

const tags = ['Staff'];

export interface PreorderRoutesOptions {
  preorders: PreorderService;
  /** Recording the harvest refunds through the orders' refund flow (flows/preorder-harvest.ts). */
  harvest: {
    record(
      id: number,
      actual: number,
      by: StaffActor,
    ): Promise<{ preorder: PreorderView; outcome: HarvestOutcome; message: string }>;
  };
}

/**
 * Pre-orders in the console (docs/domain.md "Pre-orders"): the list and the packing list (orders.read), opening and
 * closing one (stock.write: what a size sells from), recording the harvest (orders.refund: it may refund orders).
 */
export const preorderRoutes: FastifyPluginAsyncZod<PreorderRoutesOptions> = async (
  app,
  { preorders, harvest },
) => {
  app.get(
    '/admin/preorders',
    {
      config: { staff: 'orders.read' },
      schema: {
        tags,
        summary:
          'Every pre-order, newest first: expected, sold, held, left, waiting to be sent, window and state',
        response: { 200: preorderListResponse, ...refused },
      },
    },
    async () => ({ preorders: await preorders.list() }),
  );
  app.get(
    '/admin/preorders/packing',
    {
      config: { staff: 'orders.read' },
      schema: {
        tags,
        summary: 'The packing list per dispatch window: orders not yet shipped with their pre-order lines',
        response: { 200: packingListResponse, ...refused },
      },
    },
    async () => ({ windows: await preorders.packing() }),
  );
  app.post(
    '/admin/preorders',
    {
      config: { staff: 'stock.write' },
      schema: {
        tags,
        summary: 'Opens a pre-order for a size: while open, the size sells from it and not from the shelf',
        body: openPreorderBody,
        response: { 201: preorderAnswer, ...refused, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await preorders.open(request.body, staffActorOf(request))),
  );
  app.post(
    '/admin/preorders/:id/close',
    {
      config: { staff: 'stock.write' },
      schema: {
        tags,
        summary: 'Closes a pre-order now: it takes no more orders (those it has stay)',
        params: idParams,
        response: { 200: preorderAnswer, ...refused, 404: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request) => preorders.close(request.params.id, staffActorOf(request)),
  );
  app.post(
    '/admin/preorders/:id/harvest/preview',
    {
      config: { staff: 'orders.refund' },
      schema: {
        tags,
        summary: 'What recording this yield would refund (units and orders, latest first) or leave over',
        params: idParams,
        body: harvestBody,
        response: { 200: harvestOutcome, ...refused, 404: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request) => preorders.harvestPreview(request.params.id, request.body.actual_quantity),
  );
  app.post(
    '/admin/preorders/:id/harvest',
    {
      config: { staff: 'orders.refund' },
      schema: {
        tags,
        summary:
          'Records the real yield: a shortfall is refunded, latest orders first, through the refunds ledger; the rest are ready to pack',
        params: idParams,
        body: harvestBody,
        response: { 200: harvestAnswer, ...refused, 404: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request) => harvest.record(request.params.id, request.body.actual_quantity, staffActorOf(request)),
  );
};
