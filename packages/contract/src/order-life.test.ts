import { describe, expect, it } from 'vitest';
import {
  CANCELLABLE_STATUSES,
  ORDER_NEXT_STEP,
  ORDER_PROGRESS_STEPS,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  ORDER_STEP_WORDS,
  ORDER_TRANSITIONS,
  ORDER_WAITING_WORDS,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  WAITING_STATUSES,
  canMoveOrder,
  nextOrderStep,
  transitionRefused,
} from './order-life.js';
import * as contract from './index.js';

describe("the order's life", () => {
  it('allows the moves it always allowed, and no other', () => {
    expect(ORDER_TRANSITIONS).toEqual({
      Placed: ['Accepted', 'Cancelled'],
      Accepted: ['Packed', 'Cancelled'],
      Packed: ['Shipped', 'Cancelled'],
      Shipped: ['Delivered'],
      Delivered: [],
      Cancelled: [],
    });
    expect(canMoveOrder('Packed', 'Shipped')).toBe(true);
    expect(canMoveOrder('Shipped', 'Cancelled')).toBe(false);
    expect(transitionRefused('Shipped', 'Cancelled')).toBe(
      'An order that is Shipped cannot become Cancelled.',
    );
  });

  // Each list was written out by hand before issue 34; derived from the table, each is what it was.
  it('derives the cancellable statuses: a customer may cancel until the order is shipped', () => {
    expect(CANCELLABLE_STATUSES).toEqual(['Placed', 'Accepted', 'Packed']);
  });

  it('derives the next step staff can take from each status (the console NEXT_STEP)', () => {
    expect(ORDER_NEXT_STEP).toEqual({
      Placed: 'Accepted',
      Accepted: 'Packed',
      Packed: 'Shipped',
      Shipped: 'Delivered',
    });
    expect(nextOrderStep('Delivered')).toBeUndefined();
    expect(nextOrderStep('Cancelled')).toBeUndefined();
  });

  it('derives the statuses waiting on the farm (the desk and the dashboard), in order', () => {
    expect(WAITING_STATUSES).toEqual(['Placed', 'Accepted', 'Packed', 'Shipped']);
    expect(contract.WAITING_STATUSES).toBe(WAITING_STATUSES);
  });

  it("derives the progress steps a customer sees (the storefront's OrderProgress)", () => {
    expect(ORDER_PROGRESS_STEPS).toEqual(['Placed', 'Accepted', 'Packed', 'Shipped', 'Delivered']);
  });

  it('labels every status once, and the console words cover exactly the waiting statuses and the steps', () => {
    expect(Object.keys(ORDER_STATUS_LABELS)).toEqual([...ORDER_STATUSES]);
    expect(Object.keys(PAYMENT_STATUS_LABELS)).toEqual([...PAYMENT_STATUSES]);
    expect(Object.keys(ORDER_WAITING_WORDS)).toEqual([...WAITING_STATUSES]);
    expect(Object.keys(ORDER_STEP_WORDS)).toEqual(Object.values(ORDER_NEXT_STEP));
    // The words a person reads (the storefront's order pages, the console's badges, the e-mails; the browser journeys
    // look for them): each status's own name, as the wire spells it.
    expect(ORDER_STATUS_LABELS).toEqual({
      Placed: 'Placed',
      Accepted: 'Accepted',
      Packed: 'Packed',
      Shipped: 'Shipped',
      Delivered: 'Delivered',
      Cancelled: 'Cancelled',
    });
    expect(PAYMENT_STATUS_LABELS).toEqual({
      Pending: 'Pending',
      Paid: 'Paid',
      'Refund pending': 'Refund pending',
      'Partially refunded': 'Partially refunded',
      Refunded: 'Refunded',
      Failed: 'Failed',
    });
    expect(ORDER_WAITING_WORDS).toEqual({
      Placed: 'To accept',
      Accepted: 'To pack',
      Packed: 'To ship',
      Shipped: 'On the way',
    });
    expect(ORDER_STEP_WORDS).toEqual({
      Accepted: 'Accept',
      Packed: 'Mark packed',
      Shipped: 'Mark shipped',
      Delivered: 'Mark delivered',
    });
  });
});
