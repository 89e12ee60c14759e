import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@farm/contract';

// The words the customer reads for an order's state. The values stay English on the wire (and in the farm's
// console); only what the account and confirmation pages show goes through the catalogue. The context keeps a one-word status
// apart from the same English word elsewhere.

export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  Placed: msg({ message: 'Placed', context: 'order status' }),
  Accepted: msg({ message: 'Accepted', context: 'order status' }),
  Packed: msg({ message: 'Packed', context: 'order status' }),
  Shipped: msg({ message: 'Shipped', context: 'order status' }),
  Delivered: msg({ message: 'Delivered', context: 'order status' }),
  Cancelled: msg({ message: 'Cancelled', context: 'order status' }),
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, MessageDescriptor> = {
  Pending: msg({ message: 'Pending', context: 'payment status' }),
  Paid: msg({ message: 'Paid', context: 'payment status' }),
  'Refund pending': msg({ message: 'Refund pending', context: 'payment status' }),
  'Partially refunded': msg({ message: 'Partially refunded', context: 'payment status' }),
  Refunded: msg({ message: 'Refunded', context: 'payment status' }),
  Failed: msg({ message: 'Failed', context: 'payment status' }),
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  RAZORPAY: msg`Online payment`,
  COD: msg`Cash on delivery`,
};
