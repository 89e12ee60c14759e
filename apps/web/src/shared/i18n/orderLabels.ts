import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMethod } from '@farm/contract';
import {
  ORDER_STATUS_LABELS as ORDER_STATUS_WORDS,
  PAYMENT_STATUS_LABELS as PAYMENT_STATUS_WORDS,
  type OrderStatus,
  type PaymentStatus,
} from '@farm/contract/order-life';

// The words the customer reads for an order's state. The values stay English on the wire (and in the farm's
// console); the contract's status table (order-life.ts) is the one list of their words, and the account and
// confirmation pages show them in the page's language through the "contract" catalogue, whose ids are those English
// words (i18n/contract-extractor.ts).

/** A contract text as a message of the "contract" catalogue: its English words are its id. */
const contractText = (english: string): MessageDescriptor => ({ id: english, message: english });

const descriptors = <K extends string>(words: Record<K, string>) =>
  Object.fromEntries(
    Object.entries<string>(words).map(([key, english]) => [key, contractText(english)]),
  ) as Record<K, MessageDescriptor>;

export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = descriptors(ORDER_STATUS_WORDS);

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, MessageDescriptor> =
  descriptors(PAYMENT_STATUS_WORDS);

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  RAZORPAY: msg`Online payment`,
  COD: msg`Cash on delivery`,
};
