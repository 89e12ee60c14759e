import { deskExportQuery, errorBody, gstReturnQuery } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OrderExport } from './export.js';
import type { GstReturns } from './gst-returns.js';
import { staffRefusals as refused } from '../../http/staff-routes.js';

const tags = ['Order desk'];

/** The accountant's export of the order desk, under /api/admin. */
export const deskExportRoutes: FastifyPluginAsyncZod<{
  exports: OrderExport;
  gstReturns: GstReturns;
}> = async (app, { exports, gstReturns }) => {
  app.get(
    '/admin/orders/export',
    {
      // Money and buyers' e-mails for the accountant: not for every role that sees orders.
      config: { staff: 'sales.read' },
      schema: {
        tags,
        summary:
          'Orders of a range of days as CSV for the accountant (UTF-8 with a BOM, India time, GST figures): kind=orders one row per order, kind=lines one row per line and shipping',
        querystring: deskExportQuery,
        response: { 200: z.string(), ...refused, 422: errorBody },
      },
    },
    async (request, reply) => {
      const { kind, ...range } = request.query;
      const file = await exports.csv(kind, range);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(file.body);
    },
  );

  app.get(
    '/admin/reports/gstr1',
    {
      config: { staff: 'sales.read' },
      schema: {
        tags,
        summary:
          'One GSTR-1 table of a month as CSV for the GST offline tool: b2cs (B2C small by place of supply and rate), hsn-b2c and hsn-b2b (HSN summary, Table 12), docs (document summary, Table 13); net of the month’s credit notes',
        querystring: gstReturnQuery,
        response: { 200: z.string(), ...refused, 422: errorBody },
      },
    },
    async (request, reply) => {
      const file = await gstReturns.csv(request.query.month, request.query.table);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(file.body);
    },
  );
};
