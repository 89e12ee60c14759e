import { CHECKOUT_MESSAGES } from '@farm/contract/messages';
import { describe, expect, it } from 'vitest';
import {
  checkoutReducer,
  initialCheckoutState,
  type CheckoutEvent,
  type CheckoutState,
  type CheckoutStateName,
  type PriceConflict,
  type Quote,
} from './checkoutMachine';

const priced: Quote = { status: 'priced', charge: 60, zone: 'Kerala', note: null };
const totals = { amount: 460, shipping: 60 };
const conflict: PriceConflict = {
  method: 'COD',
  message: CHECKOUT_MESSAGES.priceChanged,
  subtotal: 420,
  shipping_charge: 80,
  payable: 500,
};
const failure = { text: 'Payment failed: card declined', detail: 'Nothing has been charged.' };

/** One state of each name, as the machine reaches it. */
const STATES: Record<CheckoutStateName, CheckoutState> = {
  choosingAddress: initialCheckoutState,
  pricing: { name: 'pricing', quote: { ...priced, status: 'pricing' }, message: null },
  ready: { name: 'ready', quote: priced, message: null },
  creatingOrder: { name: 'creatingOrder', method: 'RAZORPAY', totals, quote: priced, message: null },
  paying: {
    name: 'paying',
    totals,
    sandbox: { orderId: 'order_sandbox_1', amount: 46000 },
    answering: false,
    quote: priced,
    message: null,
  },
  verifying: { name: 'verifying', gatewayOrderId: 'order_1', quote: priced, message: null },
  confirmed: { name: 'confirmed', quote: priced, message: null },
  mayHavePaid: {
    name: 'mayHavePaid',
    gatewayOrderId: 'order_1',
    quote: priced,
    message: { text: CHECKOUT_MESSAGES.paymentPending },
  },
  priceChanged: { name: 'priceChanged', conflict, quote: priced, message: null },
  failed: { name: 'failed', quote: priced, message: failure },
};

const EVENTS: Record<CheckoutEvent['type'], CheckoutEvent> = {
  QUOTE_NOT_NEEDED: { type: 'QUOTE_NOT_NEEDED', missing: 'address' },
  QUOTE_REQUESTED: { type: 'QUOTE_REQUESTED' },
  QUOTE_RECEIVED: { type: 'QUOTE_RECEIVED', charge: 120, zone: 'Rest of India' },
  QUOTE_FAILED: { type: 'QUOTE_FAILED', note: 'We do not deliver to this PIN code.' },
  COMPLETE: { type: 'COMPLETE', method: 'RAZORPAY', totals },
  CONFLICT_ACCEPTED: { type: 'CONFLICT_ACCEPTED' },
  CONFLICT_DISMISSED: { type: 'CONFLICT_DISMISSED' },
  SANDBOX_ANSWERED: { type: 'SANDBOX_ANSWERED' },
  PAYMENT_DISMISSED: { type: 'PAYMENT_DISMISSED' },
  CHECK_AGAIN: { type: 'CHECK_AGAIN' },
  MESSAGE_CLOSED: { type: 'MESSAGE_CLOSED' },
  GATEWAY_OPENED: { type: 'GATEWAY_OPENED', sandbox: null },
  PAID: { type: 'PAID', gatewayOrderId: 'order_2' },
  ORDER_PLACED: { type: 'ORDER_PLACED' },
  PRICE_CHANGED: { type: 'PRICE_CHANGED', conflict },
  PAYMENT_PENDING: {
    type: 'PAYMENT_PENDING',
    message: { text: CHECKOUT_MESSAGES.paymentPending, detail: CHECKOUT_MESSAGES.paymentPendingDetail },
  },
  FAILED: { type: 'FAILED', message: failure },
};

const QUOTE_EVENTS = ['QUOTE_NOT_NEEDED', 'QUOTE_REQUESTED', 'QUOTE_RECEIVED', 'QUOTE_FAILED'] as const;

/**
 * Where each event leads from each state; a state missing from an event's row refuses it (the same state comes back,
 * which is how useCheckoutFlow knows not to act). The quote's events are allowed everywhere (tested apart below).
 */
const ALLOWED: Record<
  Exclude<CheckoutEvent['type'], (typeof QUOTE_EVENTS)[number]>,
  Partial<Record<CheckoutStateName, CheckoutStateName>>
> = {
  COMPLETE: { choosingAddress: 'choosingAddress', ready: 'creatingOrder' },
  GATEWAY_OPENED: { creatingOrder: 'paying' },
  SANDBOX_ANSWERED: { paying: 'paying' },
  PAYMENT_DISMISSED: { paying: 'ready' },
  PAID: {
    choosingAddress: 'verifying',
    pricing: 'verifying',
    ready: 'verifying',
    creatingOrder: 'verifying',
    paying: 'verifying',
    priceChanged: 'verifying',
    failed: 'verifying',
  },
  ORDER_PLACED: { creatingOrder: 'confirmed', verifying: 'confirmed' },
  PRICE_CHANGED: { creatingOrder: 'priceChanged' },
  CONFLICT_ACCEPTED: { priceChanged: 'creatingOrder' },
  CONFLICT_DISMISSED: { priceChanged: 'ready' },
  PAYMENT_PENDING: { verifying: 'mayHavePaid' },
  CHECK_AGAIN: { mayHavePaid: 'verifying' },
  FAILED: { creatingOrder: 'failed', paying: 'failed', verifying: 'failed' },
  MESSAGE_CLOSED: { failed: 'ready', mayHavePaid: 'mayHavePaid' },
};

describe('checkoutReducer', () => {
  for (const [type, table] of Object.entries(ALLOWED) as [
    keyof typeof ALLOWED,
    (typeof ALLOWED)[keyof typeof ALLOWED],
  ][]) {
    describe(type, () => {
      for (const [name, state] of Object.entries(STATES) as [CheckoutStateName, CheckoutState][]) {
        const to = table[name];
        if (to) {
          it(`moves ${name} to ${to}`, () => {
            const next = checkoutReducer(state, EVENTS[type]);
            expect(next).not.toBe(state);
            expect(next.name).toBe(to);
          });
        } else {
          it(`is refused in ${name}`, () => {
            expect(checkoutReducer(state, EVENTS[type])).toBe(state);
          });
        }
      }
    });
  }

  describe('the shipping quote', () => {
    it('names the idle states after it: no address, being asked for, known', () => {
      const ready = STATES.ready;
      expect(checkoutReducer(ready, EVENTS.QUOTE_NOT_NEEDED).name).toBe('choosingAddress');
      expect(checkoutReducer(ready, EVENTS.QUOTE_REQUESTED).name).toBe('pricing');
      expect(checkoutReducer(STATES.pricing, EVENTS.QUOTE_RECEIVED).name).toBe('ready');
      expect(checkoutReducer(STATES.pricing, EVENTS.QUOTE_FAILED).name).toBe('ready');
      expect(checkoutReducer(STATES.choosingAddress, EVENTS.QUOTE_REQUESTED).name).toBe('pricing');
      // An empty cart has nothing to price, but an address is chosen.
      expect(
        checkoutReducer(STATES.choosingAddress, { type: 'QUOTE_NOT_NEEDED', missing: 'items' }).name,
      ).toBe('ready');
    });

    it('keeps the last figures and reason while a new quote is asked for', () => {
      const failed = checkoutReducer(STATES.pricing, EVENTS.QUOTE_FAILED);
      expect(failed.quote).toEqual({
        status: 'failed',
        charge: 0,
        note: 'We do not deliver to this PIN code.',
      });
      expect(checkoutReducer(failed, EVENTS.QUOTE_REQUESTED).quote).toEqual({
        status: 'pricing',
        charge: 0,
        note: 'We do not deliver to this PIN code.',
        missing: undefined,
      });
      const received = checkoutReducer(STATES.pricing, EVENTS.QUOTE_RECEIVED);
      expect(received.quote).toEqual({ status: 'priced', charge: 120, zone: 'Rest of India', note: null });
      expect(checkoutReducer(received, EVENTS.QUOTE_REQUESTED).quote).toMatchObject({
        status: 'pricing',
        charge: 120,
        zone: 'Rest of India',
      });
      expect(checkoutReducer(received, EVENTS.QUOTE_NOT_NEEDED).quote).toEqual({
        status: 'none',
        charge: 0,
        note: null,
        missing: 'address',
      });
    });

    it('follows the address and the cart during an attempt without changing its state', () => {
      for (const name of [
        'creatingOrder',
        'paying',
        'verifying',
        'confirmed',
        'mayHavePaid',
        'priceChanged',
        'failed',
      ] as const) {
        for (const type of QUOTE_EVENTS) {
          const next = checkoutReducer(STATES[name], EVENTS[type]);
          expect(next.name).toBe(name);
          expect(next.quote).not.toBe(STATES[name].quote);
        }
      }
    });
  });

  describe('Complete', () => {
    it('asks for an address first', () => {
      const next = checkoutReducer(STATES.choosingAddress, EVENTS.COMPLETE);
      expect(next.message).toEqual({ text: CHECKOUT_MESSAGES.selectAddress });
    });

    it('asks for a payment method when none is chosen, and stays ready', () => {
      const next = checkoutReducer(STATES.ready, { type: 'COMPLETE', method: null, totals });
      expect(next).toMatchObject({ name: 'ready', message: { text: CHECKOUT_MESSAGES.selectPayment } });
      expect(checkoutReducer(next, EVENTS.MESSAGE_CLOSED)).toMatchObject({ name: 'ready', message: null });
    });

    it('starts the order with the chosen method and the totals shown', () => {
      expect(checkoutReducer(STATES.ready, { type: 'COMPLETE', method: 'COD', totals })).toMatchObject({
        name: 'creatingOrder',
        method: 'COD',
        totals,
        message: null,
      });
    });

    it('does nothing for an empty cart', () => {
      const empty = checkoutReducer(STATES.ready, { type: 'QUOTE_NOT_NEEDED', missing: 'items' });
      expect(checkoutReducer(empty, EVENTS.COMPLETE)).toBe(empty);
    });

    it('refuses a second click: the order being created is not started again', () => {
      const creating = checkoutReducer(STATES.ready, EVENTS.COMPLETE);
      expect(checkoutReducer(creating, EVENTS.COMPLETE)).toBe(creating);
    });
  });

  describe('paying', () => {
    it('opens the test-mode dialog with the gateway order, keeping the totals', () => {
      const sandbox = { orderId: 'order_sandbox_9', amount: 46000 };
      expect(checkoutReducer(STATES.creatingOrder, { type: 'GATEWAY_OPENED', sandbox })).toMatchObject({
        name: 'paying',
        sandbox,
        totals,
        answering: false,
      });
    });

    it('cannot be dismissed while the test-mode answer is on its way', () => {
      const answering = checkoutReducer(STATES.paying, EVENTS.SANDBOX_ANSWERED);
      expect(answering).toMatchObject({ name: 'paying', answering: true });
      expect(checkoutReducer(answering, EVENTS.PAYMENT_DISMISSED)).toBe(answering);
      expect(checkoutReducer(answering, EVENTS.SANDBOX_ANSWERED)).toBe(answering);
    });

    it("answers the test-mode dialog only when there is one (Razorpay's widget has its own)", () => {
      const widget: CheckoutState = { ...STATES.paying, sandbox: null } as CheckoutState;
      expect(checkoutReducer(widget, EVENTS.SANDBOX_ANSWERED)).toBe(widget);
    });

    it('waits for the order of the payment made, and never takes a second payment for it', () => {
      const verifying = checkoutReducer(STATES.paying, EVENTS.PAID);
      expect(verifying).toMatchObject({ name: 'verifying', gatewayOrderId: 'order_2' });
      expect(checkoutReducer(verifying, { type: 'PAID', gatewayOrderId: 'order_3' })).toBe(verifying);
      expect(checkoutReducer(verifying, EVENTS.COMPLETE)).toBe(verifying);
    });
  });

  describe('after paying', () => {
    it('says the payment may have gone through, then asks again for the same payment', () => {
      const pending = checkoutReducer(STATES.verifying, EVENTS.PAYMENT_PENDING);
      expect(pending).toMatchObject({
        name: 'mayHavePaid',
        gatewayOrderId: 'order_1',
        message: { text: CHECKOUT_MESSAGES.paymentPending, detail: CHECKOUT_MESSAGES.paymentPendingDetail },
      });
      const closed = checkoutReducer(pending, EVENTS.MESSAGE_CLOSED);
      expect(closed).toMatchObject({ name: 'mayHavePaid', message: null });
      expect(checkoutReducer(closed, EVENTS.CHECK_AGAIN)).toMatchObject({
        name: 'verifying',
        gatewayOrderId: 'order_1',
      });
      expect(checkoutReducer(closed, EVENTS.COMPLETE)).toBe(closed);
    });

    it('a refunded payment fails with its message and offers Complete again once read', () => {
      const refunded = checkoutReducer(STATES.verifying, {
        type: 'FAILED',
        message: { text: CHECKOUT_MESSAGES.paymentRefunded },
      });
      expect(refunded).toMatchObject({
        name: 'failed',
        message: { text: CHECKOUT_MESSAGES.paymentRefunded },
      });
      expect(checkoutReducer(refunded, EVENTS.MESSAGE_CLOSED)).toMatchObject({
        name: 'ready',
        message: null,
      });
    });
  });

  describe('a changed price', () => {
    it("continues with the server's figures and the method chosen", () => {
      expect(checkoutReducer(STATES.priceChanged, EVENTS.CONFLICT_ACCEPTED)).toMatchObject({
        name: 'creatingOrder',
        method: 'COD',
        totals: { amount: 500, shipping: 80 },
      });
    });
  });

  it('a closed message after a failure goes back to the state the quote names', () => {
    const noAddress = { ...STATES.failed, quote: initialCheckoutState.quote } as CheckoutState;
    expect(checkoutReducer(noAddress, EVENTS.MESSAGE_CLOSED).name).toBe('choosingAddress');
    const pricing = { ...STATES.failed, quote: STATES.pricing.quote } as CheckoutState;
    expect(checkoutReducer(pricing, EVENTS.MESSAGE_CLOSED).name).toBe('pricing');
  });
});

describe('a cart mixing pre-order and ready goods (issue 37)', () => {
  const waitingForPlan = checkoutReducer(initialCheckoutState, { type: 'QUOTE_NOT_NEEDED', missing: 'plan' });

  it('is ready, with nothing priced, until its delivery plan is chosen', () => {
    expect(waitingForPlan).toMatchObject({ name: 'ready', quote: { status: 'none', missing: 'plan' } });
  });

  it('Complete before the plan is chosen is refused (said next to the choice), and places nothing', () => {
    const refused = checkoutReducer(waitingForPlan, { type: 'COMPLETE', method: 'RAZORPAY', totals });
    expect(refused).toMatchObject({ name: 'ready', planRefused: true, message: null });
    // A second press changes nothing more.
    expect(checkoutReducer(refused, { type: 'COMPLETE', method: 'RAZORPAY', totals })).toBe(refused);
  });

  it('once the plan is chosen and priced, the refusal goes and Complete places the order', () => {
    const refused = checkoutReducer(waitingForPlan, { type: 'COMPLETE', method: 'RAZORPAY', totals });
    const asked = checkoutReducer(refused, { type: 'QUOTE_REQUESTED' });
    const quoted = checkoutReducer(asked, { type: 'QUOTE_RECEIVED', charge: 110, zone: 'Kerala' });
    expect(quoted).toMatchObject({ name: 'ready', quote: { charge: 110 } });
    expect(quoted).not.toHaveProperty('planRefused');
    expect(checkoutReducer(quoted, { type: 'COMPLETE', method: 'RAZORPAY', totals }).name).toBe(
      'creatingOrder',
    );
  });
});
