import {
  STAFF_MESSAGES,
  dashboardResponse,
  deskBulkStatusBody,
  deskBulkStatusResponse,
  deskOrderResponse,
  deskOrdersQuery,
  deskOrdersResponse,
  creditNoteParams,
  errorBody,
  idParams,
  invoiceResponse,
  staffOrderResponse,
  firstParcelBody,
  staffOrderStatusBody,
  staffRefundBody,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OrderChanges } from '../../flows/order-changes.js';
import { staffActorOf, staffCallerOf } from '../../http/auth.js';
import { ForbiddenError } from '../../shared/errors.js';
import { sendPdf } from '../../http/send.js';
import { toInvoiceView } from '../invoices/index.js';
import type { InvoiceService } from '../invoices/index.js';
import type { Db } from '../../db/client.js';
import type { SiteService } from '../site/index.js';
import { ExportRepository, TaxDocumentRepository } from './export-repository.js';
import { deskExportRoutes } from './export-routes.js';
import { OrderExport } from './export.js';
import { GstReturns } from './gst-returns.js';
import type { DeskService } from './service.js';
import { staffRefusals as refused } from '../../http/staff-routes.js';

const tags = ['Order desk'];

/** The farm's order desk under /api/admin: the list, one order, moving orders on, refunds, the dashboard (the export: export-routes.ts). */
export const deskRoutes: FastifyPluginAsyncZod<{
  desk: DeskService;
  changes: OrderChanges;
  invoices: InvoiceService;
}> = async (app, { desk, changes, invoices }) => {
  app.get(
    '/admin/orders',
    {
      config: { staff: 'orders.read' },
      schema: {
        tags,
        summary:
          'Orders newest first, filtered and searched, a page at a time, with the count of every status',
        querystring: deskOrdersQuery,
        response: { 200: deskOrdersResponse, ...refused, 422: errorBody },
      },
    },
    async (request) => desk.list(request.query),
  );

  app.get(
    '/admin/orders/:id',
    {
      config: { staff: 'orders.read' },
      schema: {
        tags,
        summary: 'One order in full: lines, customer, address, payment, history and refunds',
        params: idParams,
        response: { 200: deskOrderResponse, ...refused, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => desk.order(request.params.id),
  );

  app.get(
    '/admin/orders/:id/invoice',
    {
      config: { staff: 'orders.read' },
      schema: {
        tags,
        summary: 'The order’s GST tax invoice as issued when it was accepted (404 before that)',
        params: idParams,
        response: { 200: invoiceResponse, ...refused, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => toInvoiceView(await invoices.forOrder(request.params.id)),
  );

  app.get(
    '/admin/orders/:id/invoice.pdf',
    {
      config: { staff: 'orders.read' },
      schema: {
        tags,
        summary: 'The order’s GST tax invoice as a PDF',
        params: idParams,
        response: { ...refused, 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const { invoiceNo, pdf } = await invoices.pdf(request.params.id);
      return sendPdf(reply, pdf, `invoice-${invoiceNo}`);
    },
  );

  app.get(
    '/admin/orders/:id/credit-notes/:noteId.pdf',
    {
      config: { staff: 'orders.read' },
      schema: {
        tags,
        summary: 'One of the order’s GST credit notes as a PDF (one per refund after the invoice)',
        params: creditNoteParams,
        response: { ...refused, 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const { creditNoteNo, pdf } = await invoices.creditNotePdf(request.params.id, request.params.noteId);
      return sendPdf(reply, pdf, `credit-note-${creditNoteNo}`);
    },
  );

  app.get(
    '/admin/orders/:id/packing-slip.pdf',
    {
      config: { staff: 'orders.read' },
      schema: {
        tags,
        summary: 'The packing slip: lines to pick with sizes, and the address label',
        params: idParams,
        response: { ...refused, 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const { orderNo, pdf } = await desk.packingSlip(request.params.id);
      return sendPdf(reply, pdf, `packing-slip-${orderNo}`);
    },
  );

  app.post(
    '/admin/orders/:id/status',
    {
      config: { staff: 'orders.advance' },
      schema: {
        tags,
        summary:
          'Move an order on (Accepted, Packed, Shipped with courier and tracking, Delivered) or cancel it',
        params: idParams,
        body: staffOrderStatusBody,
        response: { 200: staffOrderResponse, ...refused, 404: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      // Cancelling (and so refunding) needs a permission of its own.
      if (
        request.body.status === 'Cancelled' &&
        !staffCallerOf(request).member.permissions.includes('orders.cancel')
      ) {
        throw new ForbiddenError(STAFF_MESSAGES.forbidden);
      }
      return changes.move(request.params.id, request.body, staffActorOf(request));
    },
  );

  app.post(
    '/admin/orders/:id/first-parcel',
    {
      // Sending the ready goods of a split order is a Shipped move of its own: the same permission.
      config: { staff: 'orders.advance' },
      schema: {
        tags,
        summary: "Record a split order's first parcel (its ready goods) as sent, with courier and tracking",
        params: idParams,
        body: firstParcelBody,
        response: { 200: staffOrderResponse, ...refused, 404: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request) => changes.firstParcel(request.params.id, request.body, staffActorOf(request)),
  );

  app.post(
    '/admin/orders/bulk-status',
    {
      config: { staff: 'orders.advance' },
      schema: {
        tags,
        summary: 'Accept, or mark packed, several orders at once; each is answered on its own',
        body: deskBulkStatusBody,
        response: { 200: deskBulkStatusResponse, ...refused, 422: errorBody },
      },
    },
    async (request) => ({
      results: await changes.moveMany(request.body.ids, request.body.status, staffActorOf(request)),
    }),
  );

  app.post(
    '/admin/orders/:id/refunds',
    {
      config: { staff: 'orders.refund' },
      schema: {
        tags,
        summary: 'Refund part or all of a paid order (never more than was captured), with a reason',
        params: idParams,
        body: staffRefundBody,
        response: {
          200: staffOrderResponse,
          ...refused,
          404: errorBody,
          409: errorBody,
          422: errorBody,
          502: errorBody,
        },
      },
    },
    async (request) => changes.refund(request.params.id, request.body, staffActorOf(request)),
  );

  app.get(
    '/admin/dashboard',
    {
      config: { staff: 'orders.read' },
      schema: {
        tags,
        summary:
          'Today and this month, what waits in each status, revenue by day for 30 days, the best sellers; the money figures only with sales.read',
        response: { 200: dashboardResponse, ...refused },
      },
    },
    async (request) => desk.dashboard(staffCallerOf(request).member.permissions.includes('sales.read')),
  );
};

/** The desk module's routes under /api/admin: the order desk, and the accountant's export. */
export const register: FastifyPluginAsyncZod<{
  desk: DeskService;
  changes: OrderChanges;
  invoices: InvoiceService;
  site: Pick<SiteService, 'invoiceFacts'>;
  db: Db;
}> = async (app, { db, site, ...deps }) => {
  await app.register(deskRoutes, deps);
  await app.register(deskExportRoutes, {
    exports: new OrderExport(new ExportRepository(db), site),
    gstReturns: new GstReturns(new TaxDocumentRepository(db)),
  });
};
