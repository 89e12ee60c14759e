import {
  adminBackupList,
  backupParams,
  backupTaken,
  demoCleared,
  demoClearBody,
  demoStatus,
  errorBody,
} from '@farm/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffActorOf, staffCallerOf } from '../../http/auth.js';
import { staffRefusals as refused } from '../../http/staff-routes.js';
import type { BackupService } from './service.js';
import type { StartAfreshService } from './start-afresh.js';

const tags = ['Settings'];
/**
 * Only the owner's role has settings.write (contract ROLE_PERMISSIONS), as with staff.manage: a backup is every
 * customer's personal data and the staff's password hashes, and the clear-out removes the catalogue.
 */
const staff = 'settings.write' as const;

/** A backup's answers name people and hold the whole shop: no cache, shared or the browser's, may keep them. */
const privately = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** Backups from the console and the demo's clear-out, under /api/admin (the owner's Settings). */
export const backupRoutes: FastifyPluginAsyncZod<{
  backups: BackupService;
  startAfresh: StartAfreshService;
}> = async (app, { backups, startAfresh }) => {
  app.get(
    '/admin/backups',
    {
      config: { staff },
      schema: {
        tags,
        summary:
          'The newest backups (the console’s and `npm run db:backup`’s), whether each file is still on this machine, and when the last one was taken',
        response: { 200: adminBackupList, ...refused },
      },
    },
    async (_request, reply) => {
      privately(reply);
      return backups.list();
    },
  );

  app.post(
    '/admin/backups',
    {
      config: { staff },
      schema: {
        tags,
        summary:
          'Takes a backup now (the database and the pictures, the file `npm run db:backup` writes) into the backups folder and records it',
        response: { 201: backupTaken, ...refused, 409: errorBody },
      },
    },
    async (request, reply) => {
      const taken = await backups.take({
        ...staffActorOf(request),
        name: staffCallerOf(request).member.name,
      });
      privately(reply);
      return reply.code(201).send(taken);
    },
  );

  app.get(
    '/admin/backups/:name',
    {
      config: { staff },
      schema: {
        tags,
        summary:
          'Downloads a recorded backup by its file name (gzip’d JSON lines, restored with `npm run db:restore`); the download is audited',
        params: backupParams,
        response: { 200: z.any(), ...refused, 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const file = await backups.open(request.params.name, staffActorOf(request));
      privately(reply);
      return reply
        .type('application/gzip')
        .header('content-length', String(file.bytes))
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.stream);
    },
  );

  app.get(
    '/admin/demo',
    {
      config: { staff },
      schema: {
        tags,
        summary:
          'How much of the demo’s content is still in the shop, and the words that confirm clearing it',
        response: { 200: demoStatus, ...refused },
      },
    },
    async () => startAfresh.status(),
  );

  app.post(
    '/admin/demo/clear',
    {
      config: { staff },
      schema: {
        tags,
        summary:
          'Removes the demo’s products, categories, crops, certificates, videos and banner, puts our templates in place of the demo’s page texts and empties the demo’s shop details; orders, customers, invoices and staff are never touched. Confirmed by typing the words GET /admin/demo names',
        body: demoClearBody,
        response: { 200: demoCleared, ...refused, 409: errorBody, 422: errorBody },
      },
    },
    // The body's schema has checked the words typed; the handler needs only who typed them.
    async (request) => startAfresh.clear(staffActorOf(request)),
  );
};
