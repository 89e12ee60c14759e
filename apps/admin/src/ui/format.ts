import type { OrderStatus } from '@farm/contract';

export const rupees = (amount: number) =>
  `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const shopDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/** The desk's tabs: what waits on the farm, in the words of the packing shed. */
export const STATUS_TABS: { status: OrderStatus; label: string }[] = [
  { status: 'Placed', label: 'To accept' },
  { status: 'Accepted', label: 'To pack' },
  { status: 'Packed', label: 'To ship' },
  { status: 'Shipped', label: 'Shipped' },
  { status: 'Delivered', label: 'Delivered' },
  { status: 'Cancelled', label: 'Cancelled' },
];

/** The next step of an order, as the button that takes it says it. */
export const NEXT_STEP: Partial<Record<OrderStatus, { to: OrderStatus; label: string }>> = {
  Placed: { to: 'Accepted', label: 'Accept' },
  Accepted: { to: 'Packed', label: 'Mark packed' },
  Packed: { to: 'Shipped', label: 'Mark shipped' },
  Shipped: { to: 'Delivered', label: 'Mark delivered' },
};
