import { sql } from 'drizzle-orm';
import { outboxMessages, users } from '../../db/schema.js';
import { ORDER_ID_SLOT, ORDER_NO_SLOT, type PendingMessage } from './types.js';

/**
 * The insert of a placement's outbox messages, as a part of the placing statement's WITH (after `placed`): each is
 * written only if the order is (a repeat placement writes neither), keyed by kind and order id. The orders module puts
 * it into its statement; the outbox is this module's table, so the insert is written here.
 */
export function placedMessages(messages: readonly Omit<PendingMessage, 'dedupeKey'>[]) {
  const rows = messages.map((m) => ({
    kind: m.kind,
    user_id: 'userId' in m.to ? m.to.userId : null,
    email: 'email' in m.to ? m.to.email : null,
    subject: m.subject,
    html: m.html,
    body: m.text,
  }));
  const fill = (column: string) =>
    sql`replace(replace(m.${sql.identifier(column)}, ${ORDER_NO_SLOT}, placed.order_no), ${ORDER_ID_SLOT}, placed.id::text)`;
  return sql`messages as (
    insert into ${outboxMessages} (kind, recipient, subject, html, text, dedupe_key)
    select m.kind, r.recipient, ${fill('subject')}, ${fill('html')}, ${fill('body')}, m.kind || ':' || placed.id
    from placed
    cross join jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as m(kind text, user_id integer, email text, subject text, html text, body text)
    cross join lateral (
      select coalesce(m.email, (select ${users.email} from ${users} where ${users.id} = m.user_id)) as recipient
    ) r
    where r.recipient is not null and r.recipient <> ''
    on conflict (dedupe_key) do nothing
  )`;
}
