import { deskExportQuery, errorBody } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OrderExport } from './export.js';
import { staffRefusals as refused } from '../../http/staff-routes.js';

const tags = ['Order desk'];

/** The accountant's export of the order desk, under /api/admin. */
export const deskExportRoutes: FastifyPluginAsyncZod<{ exports: OrderExport }> = async (app, { exports }) => {
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
};
