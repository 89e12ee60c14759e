import {
  errorBody,
  idParams,
  keralaDate,
  recallAnswer,
  recallBody,
  recallExportQuery,
  recallListResponse,
  recallSearchBody,
  recallSearchResponse,
  type RecallBody,
  type RecallView,
} from '@farm/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActorOf } from '../../http/auth.js';
import { staffRefusals as refused } from '../../http/staff-routes.js';
import type { StaffActor } from '../audit/index.js';
import type { RecallService } from './service.js';

const tags = ['Staff'];

/** A file's bytes as a download (the route's schema types its answers as JSON). */
function sendFile(reply: FastifyReply, file: { name: string; body: Buffer; type: string }) {
  return reply
    .type(file.type)
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .send(file.body);
}
/** Recalls read every affected customer's contacts and write to them: a permission of its own (contract staff.ts). */
const staff = 'recalls.run' as const;

export interface RecallRoutesOptions {
  recalls: RecallService;
  /** The recall itself writes the stock's lots, the outbox and the audit trail together (flows/recall.ts). */
  flow: {
    start(
      body: RecallBody & { reason_mal: string },
      by: StaffActor,
    ): Promise<{ recall: RecallView; message: string }>;
  };
}

/** Recalls in the console (docs/domain.md "Recalls"): the search, its export, the recall and the past recalls. */
export const recallRoutes: FastifyPluginAsyncZod<RecallRoutesOptions> = async (app, { recalls, flow }) => {
  app.get(
    '/admin/recalls',
    {
      config: { staff },
      schema: {
        tags,
        summary:
          'The recalls on record, newest first: who and when, why, the lots, what was written off, who was told',
        response: { 200: recallListResponse, ...refused },
      },
    },
    async () => ({ recalls: await recalls.list() }),
  );
  app.post(
    '/admin/recalls/search',
    {
      config: { staff },
      schema: {
        tags,
        summary:
          'Finds the orders that got lots (by code, or a product’s lots made within a range of days), cancelled orders left out; changes nothing',
        body: recallSearchBody,
        response: { 200: recallSearchResponse, ...refused, 422: errorBody },
      },
    },
    async (request) => recalls.search(request.body),
  );
  app.get(
    '/admin/recalls/export',
    {
      config: { staff },
      schema: {
        tags,
        summary:
          'The orders of these lots as a spreadsheet (XLSX, or CSV): one row per order and lot, with the customer',
        querystring: recallExportQuery,
        // No 200 schema: the answer is a file's bytes, not JSON.
        response: { ...refused, 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const file = await recalls.export(request.query.lot_ids, request.query.format, keralaDate(new Date()));
      return sendFile(reply, file);
    },
  );
  app.post(
    '/admin/recalls',
    {
      config: { staff },
      schema: {
        tags,
        summary:
          'Recalls lots: blocks them from packing and selling, writes off what is left on the shelf, writes to every customer who got them in their order’s language, and audits who did it',
        body: recallBody,
        response: { 201: recallAnswer, ...refused, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await flow.start(request.body, staffActorOf(request))),
  );
  app.get(
    '/admin/recalls/:id',
    {
      config: { staff },
      schema: {
        tags,
        summary: 'One recall on record',
        params: idParams,
        response: { 200: recallAnswer.pick({ recall: true }), ...refused, 404: errorBody },
      },
    },
    async (request) => ({ recall: await recalls.get(request.params.id) }),
  );
};
