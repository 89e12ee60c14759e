// An order's life, written once (issue 34): its statuses, the moves between them, and every list the server, the
// storefront and the console need, each derived from ORDER_TRANSITIONS so that a new status or move changes them all.
// Plain constants and functions, no zod, so a storefront screen may import it without the schemas.

/** DOMAIN.md "Orders": the order's progress, and separately its payment. */
export const ORDER_STATUSES = ['Placed', 'Accepted', 'Packed', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Pending: cash on delivery. Paid: captured. Refund pending: a refund is on its way and not yet confirmed by the
 * gateway. Partially refunded / Refunded: what the refunds ledger has processed. Failed: the payment failed.
 */
export const PAYMENT_STATUSES = [
  'Pending',
  'Paid',
  'Refund pending',
  'Partially refunded',
  'Refunded',
  'Failed',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The way out of an order's life rather than a step along it: reachable from several statuses, leading nowhere. */
const CANCELLED = 'Cancelled' satisfies OrderStatus;

// The table itself, its literal types kept so the lists below have exact types too (WaitingStatus is a z.enum).
const TRANSITIONS = {
  Placed: ['Accepted', CANCELLED],
  Accepted: ['Packed', CANCELLED],
  Packed: ['Shipped', CANCELLED],
  Shipped: ['Delivered'],
  Delivered: [],
  Cancelled: [],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

/**
 * An order's life: Placed → Accepted → Packed → Shipped → Delivered, and Cancelled from the first three. Any other
 * change is refused, naming both states.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = TRANSITIONS;

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** A refused move, naming both states. */
export function transitionRefused(from: OrderStatus, to: OrderStatus): string {
  return `An order that is ${from} cannot become ${to}.`;
}

type Moves<S extends OrderStatus> = (typeof TRANSITIONS)[S][number];
/** The statuses that still have a step forward: the order waits on the farm (or its courier) in them. */
export type WaitingStatus = {
  [S in OrderStatus]: [Exclude<Moves<S>, typeof CANCELLED>] extends [never] ? never : S;
}[OrderStatus];
/** The statuses an order can be cancelled from. */
export type CancellableStatus = {
  [S in OrderStatus]: typeof CANCELLED extends Moves<S> ? S : never;
}[OrderStatus];
/** The statuses staff move an order into with a step forward (what the console's buttons say). */
export type StepStatus = Exclude<Moves<WaitingStatus>, typeof CANCELLED>;

/** The step forward from a status (the move that is not the cancel), or undefined where the life has ended. */
export function nextOrderStep(status: OrderStatus): StepStatus | undefined {
  return ORDER_TRANSITIONS[status].find((to) => to !== CANCELLED) as StepStatus | undefined;
}

/** A customer may cancel until the order is shipped: the statuses a cancel may leave from. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((status) =>
  canMoveOrder(status, CANCELLED),
);

/** The next step staff can take from each status (none from Delivered and Cancelled). */
export const ORDER_NEXT_STEP: Readonly<Partial<Record<OrderStatus, StepStatus>>> = Object.fromEntries(
  ORDER_STATUSES.flatMap((status) => {
    const next = nextOrderStep(status);
    return next ? [[status, next]] : [];
  }),
);

/** The statuses an order waits on the farm in: the desk's counted tabs and the dashboard's "waiting", in order. */
export const WAITING_STATUSES: readonly WaitingStatus[] = ORDER_STATUSES.filter(
  (status): status is WaitingStatus => nextOrderStep(status) !== undefined,
);

/** The steps a customer sees an order go through, first to last: the first status, then each step forward. */
export const ORDER_PROGRESS_STEPS: readonly OrderStatus[] = (() => {
  const steps: OrderStatus[] = [ORDER_STATUSES[0]];
  for (let next = nextOrderStep(ORDER_STATUSES[0]); next; next = nextOrderStep(next)) steps.push(next);
  return steps;
})();

/**
 * Each status as a person reads it, in English: the storefront shows it in the page's language through its
 * "contract" catalogue (apps/web/i18n/contract-extractor.ts takes every *_LABELS table of this file), the console
 * and the e-mails in English. The values stay English on the wire.
 */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  Placed: 'Placed',
  Accepted: 'Accepted',
  Packed: 'Packed',
  Shipped: 'Shipped',
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
};

/** The same for a payment's status. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  Pending: 'Pending',
  Paid: 'Paid',
  'Refund pending': 'Refund pending',
  'Partially refunded': 'Partially refunded',
  Refunded: 'Refunded',
  Failed: 'Failed',
};

/**
 * The console's words for what waits on the farm, in the words of the packing shed: the dashboard's tiles and the
 * desk's tabs ("To accept 4 · To pack 7 · To ship 3").
 */
export const ORDER_WAITING_WORDS: Record<WaitingStatus, string> = {
  Placed: 'To accept',
  Accepted: 'To pack',
  Packed: 'To ship',
  Shipped: 'On the way',
};

/** The console's button that takes an order one step forward, by the status it moves the order into. */
export const ORDER_STEP_WORDS: Record<StepStatus, string> = {
  Accepted: 'Accept',
  Packed: 'Mark packed',
  Shipped: 'Mark shipped',
  Delivered: 'Mark delivered',
};
