import { LINK_REMOVED, PRIVATE_MESSAGE_KINDS, type PrivateMessageKind } from '@farm/contract';
import { sql } from 'drizzle-orm';

/**
 * What a password-reset or invitation message keeps in the outbox once it is sent or given up (issue 33): a line
 * saying what it was, no link (LINK_REMOVED's words hold no character HTML would need escaped). Migration 0021 wrote
 * the same into the rows sent before it, and a backup copies only such messages in this form.
 */
export function linkRemovedMessage(kind: PrivateMessageKind): { html: string; text: string } {
  return { html: `<p>${LINK_REMOVED[kind]}</p>`, text: LINK_REMOVED[kind] };
}

/**
 * The assignments that replace an account-link message's words with the above, for the statement that records it
 * sent or given up, so no row holds a live token for longer than its sending takes. The mail itself has the link; the
 * outbox keeps its subject, recipient and times for the desk. Other messages keep their words.
 */
export function removeLinks() {
  const words = (part: 'html' | 'text') =>
    sql`case kind${sql.join(
      PRIVATE_MESSAGE_KINDS.map((kind) => sql` when ${kind} then ${linkRemovedMessage(kind)[part]}`),
      sql``,
    )} else ${sql.raw(part)} end`;
  return sql`html = ${words('html')}, text = ${words('text')}`;
}
