import type { PaymentMethod, priceConflictResponse } from '@farm/contract';
import { CHECKOUT_MESSAGES } from '@farm/contract/messages';
import type { z } from 'zod';

/** The server's own figures, sent with a 409 when prices or shipping changed since the page was opened. */
export type PriceConflict = z.infer<typeof priceConflictResponse> & { method: PaymentMethod };

export interface CheckoutMessage {
  text: string;
  detail?: string | undefined;
  /** The payment service's own words, shown after `text` as they came (English, marked so on Malayalam pages). */
  reason?: string | undefined;
}

/** What the order is placed for: the total the customer saw and the shipping charge in it (rupees). */
export interface Totals {
  amount: number;
  shipping: number;
}

/** The test-mode payment dialog's order (the sandbox gateway stands in for Razorpay's widget). */
export interface SandboxPayment {
  orderId: string;
  /** In paise, as the gateway order holds it. */
  amount: number;
}

/**
 * The shipping charge as last worked out. While a new quote is asked for (`pricing`) the last figures stay, as the
 * page shows "Calculating…" over them; a failed quote is a charge of 0 with the server's reason (section 8).
 */
export interface Quote {
  status: 'none' | 'pricing' | 'priced' | 'failed';
  charge: number;
  zone?: string | undefined;
  note: string | null;
  /**
   * Nothing to price: no address chosen yet, no items, or (a cart mixing pre-order and ready goods, issue 37) no
   * delivery plan chosen yet: each plan is priced beside the choice, the order's total waits for the choice.
   */
  missing?: 'address' | 'items' | 'plan' | undefined;
}

interface Common {
  quote: Quote;
  /** The message dialog's text, when one is open. */
  message: CheckoutMessage | null;
}

/**
 * The checkout's states. Before an order is attempted the page is `choosingAddress` (no address yet), `pricing`
 * (the shipping quote is being asked for) or `ready`. Complete starts `creatingOrder` (the gateway order, or the
 * cash-on-delivery order itself); an online payment is then `paying` (Razorpay's widget or the test-mode dialog is
 * open), and once the customer has paid, `verifying` (verify and store, then asking what became of the payment) ends
 * `confirmed`, or `mayHavePaid` when nothing is known yet (no new payment is ever offered for it). `priceChanged`
 * asks the customer to accept the server's new total; `failed` shows what went wrong before any payment.
 */
export type CheckoutState = Common &
  (
    | { name: 'choosingAddress' }
    | { name: 'pricing' }
    /** `planRefused`: Complete was pressed before a delivery plan was chosen; said next to the choice. */
    | { name: 'ready'; planRefused?: boolean }
    | { name: 'creatingOrder'; method: PaymentMethod; totals: Totals }
    | { name: 'paying'; totals: Totals; sandbox: SandboxPayment | null; answering: boolean }
    | { name: 'verifying'; gatewayOrderId: string }
    | { name: 'confirmed' }
    | { name: 'mayHavePaid'; gatewayOrderId: string }
    | { name: 'priceChanged'; conflict: PriceConflict }
    | { name: 'failed' }
  );

export type CheckoutStateName = CheckoutState['name'];

export type CheckoutEvent =
  // The shipping quote (features/checkout/checkoutApi.ts shippingQuote), as the page's query reports it.
  | { type: 'QUOTE_NOT_NEEDED'; missing: 'address' | 'items' | 'plan' }
  | { type: 'QUOTE_REQUESTED' }
  | { type: 'QUOTE_RECEIVED'; charge: number; zone: string }
  | { type: 'QUOTE_FAILED'; note: string }
  // The customer.
  | { type: 'COMPLETE'; method: PaymentMethod | null; totals: Totals }
  | { type: 'CONFLICT_ACCEPTED' }
  | { type: 'CONFLICT_DISMISSED' }
  | { type: 'SANDBOX_ANSWERED' }
  | { type: 'PAYMENT_DISMISSED' }
  | { type: 'CHECK_AGAIN' }
  | { type: 'MESSAGE_CLOSED' }
  // The calls' answers.
  | { type: 'GATEWAY_OPENED'; sandbox: SandboxPayment | null }
  | { type: 'PAID'; gatewayOrderId: string }
  | { type: 'ORDER_PLACED' }
  | { type: 'PRICE_CHANGED'; conflict: PriceConflict }
  | { type: 'PAYMENT_PENDING'; message: CheckoutMessage }
  | { type: 'FAILED'; message: CheckoutMessage };

export const initialCheckoutState: CheckoutState = {
  name: 'choosingAddress',
  quote: { status: 'none', charge: 0, note: null, missing: 'address' },
  message: null,
};

/** The state before (or after) an attempt, by what is known of the shipping charge. */
function idle(quote: Quote, message: CheckoutMessage | null): CheckoutState {
  if (quote.missing === 'address') return { name: 'choosingAddress', quote, message };
  if (quote.status === 'pricing') return { name: 'pricing', quote, message };
  return { name: 'ready', quote, message };
}

const isIdle = (state: CheckoutState) =>
  state.name === 'choosingAddress' || state.name === 'pricing' || state.name === 'ready';

function nextQuote(quote: Quote, event: CheckoutEvent): Quote | null {
  switch (event.type) {
    case 'QUOTE_NOT_NEEDED':
      return { status: 'none', charge: 0, note: null, missing: event.missing };
    case 'QUOTE_REQUESTED':
      return { ...quote, status: 'pricing', missing: undefined };
    case 'QUOTE_RECEIVED':
      return { status: 'priced', charge: event.charge, zone: event.zone, note: null };
    case 'QUOTE_FAILED':
      return { status: 'failed', charge: 0, note: event.note };
    default:
      return null;
  }
}

/**
 * The checkout as a pure function of its state and one event. An event a state does not allow returns the same state
 * object, which is how a second click (or a late answer) is refused: useCheckoutFlow only acts when the state moved.
 */
export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  const quote = nextQuote(state.quote, event);
  if (quote) {
    // The quote follows the address and the cart in every state; only the idle states are named after it.
    return isIdle(state) ? idle(quote, state.message) : { ...state, quote };
  }
  switch (event.type) {
    case 'COMPLETE':
      if (state.name === 'choosingAddress') {
        return { ...state, message: { text: CHECKOUT_MESSAGES.selectAddress } };
      }
      if (state.name !== 'ready' || state.quote.missing === 'items') return state;
      // A mixed cart is sent as the customer chooses (issue 37): never a plan chosen for them.
      if (state.quote.missing === 'plan') return state.planRefused ? state : { ...state, planRefused: true };
      if (!event.method) return { ...state, message: { text: CHECKOUT_MESSAGES.selectPayment } };
      return {
        name: 'creatingOrder',
        method: event.method,
        totals: event.totals,
        quote: state.quote,
        message: null,
      };
    case 'GATEWAY_OPENED':
      if (state.name !== 'creatingOrder') return state;
      return {
        name: 'paying',
        totals: state.totals,
        sandbox: event.sandbox,
        answering: false,
        quote: state.quote,
        message: null,
      };
    case 'SANDBOX_ANSWERED':
      if (state.name !== 'paying' || !state.sandbox || state.answering) return state;
      return { ...state, answering: true };
    case 'PAYMENT_DISMISSED':
      if (state.name !== 'paying' || state.answering) return state;
      return idle(state.quote, null);
    case 'PAID':
      // Paid through the widget, or a payment of this cart made a moment ago (create-order's 409). A payment is a
      // fact: whatever the page was doing, it now waits for that payment's order and never offers to pay again.
      if (state.name === 'verifying' || state.name === 'mayHavePaid' || state.name === 'confirmed')
        return state;
      return { name: 'verifying', gatewayOrderId: event.gatewayOrderId, quote: state.quote, message: null };
    case 'CHECK_AGAIN':
      if (state.name !== 'mayHavePaid') return state;
      return {
        name: 'verifying',
        gatewayOrderId: state.gatewayOrderId,
        quote: state.quote,
        message: state.message,
      };
    case 'ORDER_PLACED':
      if (state.name !== 'creatingOrder' && state.name !== 'verifying') return state;
      return { name: 'confirmed', quote: state.quote, message: null };
    case 'PRICE_CHANGED':
      if (state.name !== 'creatingOrder') return state;
      return { name: 'priceChanged', conflict: event.conflict, quote: state.quote, message: null };
    case 'CONFLICT_ACCEPTED':
      if (state.name !== 'priceChanged') return state;
      return {
        name: 'creatingOrder',
        method: state.conflict.method,
        totals: { amount: state.conflict.payable, shipping: state.conflict.shipping_charge },
        quote: state.quote,
        message: null,
      };
    case 'CONFLICT_DISMISSED':
      if (state.name !== 'priceChanged') return state;
      return idle(state.quote, null);
    case 'PAYMENT_PENDING':
      if (state.name !== 'verifying') return state;
      return {
        name: 'mayHavePaid',
        gatewayOrderId: state.gatewayOrderId,
        quote: state.quote,
        message: event.message,
      };
    case 'FAILED':
      if (state.name !== 'creatingOrder' && state.name !== 'paying' && state.name !== 'verifying')
        return state;
      return { name: 'failed', quote: state.quote, message: event.message };
    case 'MESSAGE_CLOSED':
      if (!state.message) return state;
      return state.name === 'failed' ? idle(state.quote, null) : { ...state, message: null };
    default:
      return state;
  }
}
