import {
  LINK_REMOVED,
  errorBody,
  isPrivateMessageKind,
  outboxListResponse,
  type OutboxStatus,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { OutboxRepository } from './repository.js';

/** The console's read-only view of the outbox: what was sent, what waits, what failed and why. */
export const messageAdminRoutes: FastifyPluginAsyncZod<{ db: Db; transport: 'smtp' | 'files' }> = async (
  app,
  { db, transport },
) => {
  const outbox = new OutboxRepository(db);
  app.get(
    '/admin/messages',
    {
      config: { staff: 'orders.read' },
      schema: {
        tags: ['Messages'],
        summary: 'The newest 100 messages of the outbox, with their state',
        response: { 200: outboxListResponse, 401: errorBody, 403: errorBody },
      },
    },
    async () => ({
      transport,
      messages: (await outbox.latest(100)).map((row) => ({
        id: row.id,
        kind: row.kind,
        recipient: row.recipient,
        subject: row.subject,
        status: row.status as OutboxStatus,
        attempts: row.attempts,
        last_error: row.lastError,
        // A password link would let whoever reads it into the account: never shown, not even to staff. Once sent, the
        // message holds only the words saying its link was removed (issue 33), which the desk may read.
        text: !isPrivateMessageKind(row.kind) || row.text === LINK_REMOVED[row.kind] ? row.text : null,
        created_at: row.createdAt.toISOString(),
        sent_at: row.sentAt?.toISOString() ?? null,
      })),
    }),
  );
};
