import type { MessageKind } from '@farm/contract';

/**
 * Who a message goes to: a customer (their e-mail read in the same statement; news from the farm only while they keep
 * it on) or an address.
 */
export type Recipient = { userId: number } | { email: string };

/** A message to write, rendered already; `dedupeKey` names its cause, so writing a cause twice keeps one row. */
export interface PendingMessage {
  kind: MessageKind;
  to: Recipient;
  subject: string;
  html: string;
  text: string;
  dedupeKey: string;
  /**
   * 1 for a bulk message (issue 37: "it's back" to every waiting shopper); 0, the default, for one about someone's
   * order or account. The worker sends the due messages of priority 0 first.
   */
  priority?: 0 | 1;
}

/**
 * Placeholders a placement's messages carry until the one statement that writes the order fills them with the
 * number and id it was given (orders/repository.ts `place`).
 */
export const ORDER_NO_SLOT = '{{order_no}}';
export const ORDER_ID_SLOT = '{{order_id}}';
