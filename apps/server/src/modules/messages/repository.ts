import type { OutboxStatus } from '@farm/contract';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outboxMessages, users } from '../../db/schema.js';
import { removeLinks } from './link-removed.js';
import type { PendingMessage } from './types.js';

export type { PendingMessage, Recipient } from './types.js';

export type OutboxRow = typeof outboxMessages.$inferSelect;

/**
 * The outbox (docs/decisions/2026-11-23-outbox.md). `enqueue` runs on the caller's transaction (a repository bound
 * by withTransaction), so a message exists exactly when the change that caused it committed. The worker's calls run
 * on the pool, each one statement.
 */
export class OutboxRepository {
  constructor(private readonly db: Db) {}

  /** Writes each message once per dedupe key; a customer without an e-mail (never, today) gets none. */
  async enqueue(messages: readonly PendingMessage[]): Promise<void> {
    // A batch all to typed addresses (200 "it's back" messages) is one statement, its rows in the batch's order.
    const addressed = messages.every((m) => 'email' in m.to && m.to.email !== '');
    if (addressed && messages.length > 1) {
      await this.db.execute(sql`
        insert into ${outboxMessages} (kind, recipient, subject, html, text, dedupe_key, priority)
        values ${sql.join(
          messages.map(
            (m) =>
              sql`(${m.kind}, ${(m.to as { email: string }).email}, ${m.subject}, ${m.html}, ${m.text}, ${m.dedupeKey}, ${m.priority ?? 0})`,
          ),
          sql`, `,
        )}
        on conflict (dedupe_key) do nothing`);
      return;
    }
    for (const m of messages) {
      const recipient =
        'userId' in m.to
          ? sql`(select ${users.email} from ${users} where ${users.id} = ${m.to.userId}${
              // News goes only to customers who keep it on; order messages and password links always go.
              m.kind === 'farm-news' ? sql` and ${users.emailNews}` : sql``
            })`
          : sql`${m.to.email}::varchar`;
      await this.db.execute(sql`
        insert into ${outboxMessages} (kind, recipient, subject, html, text, dedupe_key, priority)
        select ${m.kind}, r.recipient, ${m.subject}, ${m.html}, ${m.text}, ${m.dedupeKey}, ${m.priority ?? 0}
        from (select ${recipient} as recipient) r
        where r.recipient is not null and r.recipient <> ''
        on conflict (dedupe_key) do nothing`);
    }
  }

  /**
   * Takes up to `limit` due messages for this process: pending ones whose time has come, and ones left `sending` by
   * a process that died (its claim ran out). Rows another process is claiming at this instant are skipped, not
   * waited for, so several processes share the work without sending one message twice. Priority 0 (someone's order
   * or account) before priority 1 (bulk "it's back"), so a receipt written after 5,000 alerts goes first.
   */
  async claim(limit: number, leaseMs: number): Promise<OutboxRow[]> {
    const { rows } = (await this.db.execute(sql`
      update ${outboxMessages}
      set status = 'sending', attempts = attempts + 1,
          claimed_until = now() + ${`${leaseMs} milliseconds`}::interval
      where id in (
        select id from ${outboxMessages}
        where (status = 'pending' and next_attempt_at <= now())
           or (status = 'sending' and claimed_until < now())
        order by priority, id
        limit ${limit}
        for update skip locked
      )
      returning id, kind, recipient, subject, html, text, dedupe_key as "dedupeKey", attempts, priority`)) as unknown as {
      rows: Pick<
        OutboxRow,
        'id' | 'kind' | 'recipient' | 'subject' | 'html' | 'text' | 'dedupeKey' | 'attempts' | 'priority'
      >[];
    };
    // RETURNING keeps no order: the urgent first, then oldest first, so a customer reads "accepted" before "shipped".
    return rows
      .map((row) => ({ ...row, id: Number(row.id), priority: Number(row.priority) }) as OutboxRow)
      .sort((a, b) => a.priority - b.priority || a.id - b.id);
  }

  /**
   * Writes a message already claimed by this process, to be sent at once rather than by the next pass (the setup
   * checklist's test e-mail, whose outcome the owner waits for): no worker takes it meanwhile.
   */
  async insertClaimed(
    message: Omit<PendingMessage, 'to'> & { to: { email: string } },
    leaseMs: number,
  ): Promise<OutboxRow> {
    const [row] = await this.db
      .insert(outboxMessages)
      .values({
        kind: message.kind,
        recipient: message.to.email,
        subject: message.subject,
        html: message.html,
        text: message.text,
        dedupeKey: message.dedupeKey,
        status: 'sending',
        attempts: 1,
        claimedUntil: new Date(Date.now() + leaseMs),
      })
      .returning();
    return row!;
  }

  async markSent(id: number): Promise<void> {
    await this.db.execute(sql`
      update ${outboxMessages}
      set status = 'sent', sent_at = now(), claimed_until = null, last_error = null, ${removeLinks()}
      where id = ${id} and status = 'sending'`);
  }

  /**
   * Deletes messages sent before `before`: what the shop said is kept long enough to answer a question about it, not
   * for ever (a message holds an address and an order's lines). Answers how many went.
   */
  async pruneSent(before: Date): Promise<number> {
    const rows = await this.db
      .delete(outboxMessages)
      .where(and(eq(outboxMessages.status, 'sent'), lt(outboxMessages.sentAt, before)))
      .returning({ id: outboxMessages.id });
    return rows.length;
  }

  /** Claimed but not tried (the pass ran short of time): due again at once, the claim's try not counted. */
  async release(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.execute(sql`
      update ${outboxMessages} set status = 'pending', attempts = attempts - 1, claimed_until = null
      where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and status = 'sending'`);
  }

  /**
   * A failed try: again after `delayMs` (the message keeps its link for that try), or given up (`failed`) when it was
   * the last (then its link goes, as a sent one's does).
   */
  async markFailed(id: number, error: string, delayMs: number | undefined): Promise<void> {
    const status: OutboxStatus = delayMs === undefined ? 'failed' : 'pending';
    await this.db.execute(sql`
      update ${outboxMessages}
      set status = ${status}, last_error = ${error.slice(0, 1000)}, claimed_until = null,
          next_attempt_at = now() + ${`${delayMs ?? 0} milliseconds`}::interval${
            status === 'failed' ? sql`, ${removeLinks()}` : sql``
          }
      where id = ${id} and status = 'sending'`);
  }

  /** The newest messages, for the console. */
  latest(limit: number): Promise<OutboxRow[]> {
    return this.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
  }
}
