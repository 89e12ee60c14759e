import {
  CHECKOUT_MESSAGES,
  cancelResponse,
  errorBody,
  creditNoteParams,
  idParams,
  order,
  orderItem,
  paymentOrderParams,
  paymentOutcome,
  priceConflictResponse,
  reorderResponse,
  storeOrderBody,
  storeOrderResponse,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/auth.js';
import { requestLanguage } from '../../http/language.js';
import type { OrderChanges } from '../../flows/order-changes.js';
import type { OrderPlacement } from '../../flows/order-placement.js';
import type { PaymentSettlement } from '../../flows/payment-settlement.js';
import { sendPdf } from '../../http/send.js';
import type { InvoiceService } from '../invoices/index.js';
import type { OrderService } from './service.js';

const tags = ['Orders'];
const ownOrder = { 401: errorBody, 404: errorBody, 422: errorBody };

export const orderRoutes: FastifyPluginAsyncZod<{
  orders: OrderService;
  placement: OrderPlacement;
  changes: OrderChanges;
  settlement: PaymentSettlement;
  invoices: InvoiceService;
}> = async (app, { orders, placement, changes, settlement, invoices }) => {
  const me = (request: Parameters<typeof callerOf>[0]) => callerOf(request).user.id;

  app.post(
    '/store_order_user',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Store the order of a verified online payment (or cash on delivery when the shop allows it)',
        body: storeOrderBody,
        response: {
          200: storeOrderResponse,
          201: storeOrderResponse,
          ...ownOrder,
          409: priceConflictResponse.or(errorBody),
          502: errorBody,
        },
      },
    },
    async (request, reply) => {
      // The order is written in the language of the page it was placed from (its e-mails, its invoice), which
      // becomes the customer's too; a paid order may already have been written by the payment's webhook, in the
      // language remembered at create-order.
      const language = requestLanguage(request);
      const { order: placed, created } =
        request.body.payment_method === 'COD'
          ? await placement.storeCashOnDelivery(me(request), request.body, language)
          : await settlement.storeFromBrowser(me(request), request.body, language);
      return reply.code(created ? 201 : 200).send({
        status: true as const,
        message: CHECKOUT_MESSAGES.placed,
        order_id: placed.id,
        order_no: placed.order_no,
        order: placed,
      });
    },
  );

  app.get(
    '/orders/:id',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: "A customer's orders, newest first (only your own user id)",
        params: idParams,
        response: { 200: z.array(order), 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => orders.list(me(request), request.params.id),
  );

  app.get(
    '/orders/by-payment/:razorpay_order_id',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary:
          'Whether a payment of yours became an order: placed (with the order), waiting, failed or refunded. For a storefront that lost the answer of its store call.',
        params: paymentOrderParams,
        response: { 200: paymentOutcome, ...ownOrder },
      },
    },
    async (request) => settlement.outcome(me(request), request.params.razorpay_order_id),
  );

  app.get(
    '/order/:id/items',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: "An order's lines",
        params: idParams,
        response: { 200: z.array(orderItem), ...ownOrder },
      },
    },
    async (request) => (await orders.get(me(request), request.params.id)).items,
  );

  app.get(
    '/order/:id/invoice.pdf',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'The GST tax invoice of one of your orders, as a PDF, once the farm has accepted the order',
        params: idParams,
        response: ownOrder,
      },
    },
    async (request, reply) => {
      // Only the customer's own order: another's id is "not found", as everywhere.
      const order = await orders.get(me(request), request.params.id);
      const { invoiceNo, pdf } = await invoices.pdf(order.id);
      return sendPdf(reply, pdf, `invoice-${invoiceNo}`);
    },
  );

  app.get(
    '/order/:id/credit-notes/:noteId.pdf',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'A GST credit note of one of your orders (one per refund after the invoice), as a PDF',
        params: creditNoteParams,
        response: ownOrder,
      },
    },
    async (request, reply) => {
      // Only the customer's own order, and only a note of that order: anything else is "not found".
      const order = await orders.get(me(request), request.params.id);
      const { creditNoteNo, pdf } = await invoices.creditNotePdf(order.id, request.params.noteId);
      return sendPdf(reply, pdf, `credit-note-${creditNoteNo}`);
    },
  );

  app.post(
    '/order/cancel/:id',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary:
          'Cancel an order that has not been shipped; a paid order is refunded in full (the message says when it reaches the customer)',
        params: idParams,
        response: { 200: cancelResponse, ...ownOrder, 409: errorBody, 502: errorBody },
      },
    },
    async (request) => changes.cancel(me(request), request.params.id),
  );

  app.post(
    '/order/reorder/:id',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: "An old order's lines at today's prices, for checkout",
        params: idParams,
        response: { 200: reorderResponse, ...ownOrder },
      },
    },
    async (request) => placement.reorder(me(request), request.params.id),
  );
};
