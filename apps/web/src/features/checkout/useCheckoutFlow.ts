import type { Address, CartItem, DeliveryPlan, Order, PaymentMethod, User } from '@farm/contract';
import { CHECKOUT_MESSAGES } from '@farm/contract/messages';
import { PAYMENT_CALLBACK_PATH } from '@farm/contract/constants';
import { addRupees } from '@farm/contract/money';
import { useLingui } from '@lingui/react/macro';
import { skipToken, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../shared/api/errors';
import { clearCart } from '../../shared/cart/cartSlice';
import { useAppDispatch } from '../../shared/store/hooks';
import {
  useCreateOrderMutation,
  useLazyPaymentOutcomeQuery,
  useSandboxPaymentMutation,
  useShippingQuoteQuery,
  useStoreOrderMutation,
  useVerifyPaymentMutation,
} from './checkoutApi';
import {
  checkoutReducer,
  initialCheckoutState,
  type CheckoutEvent,
  type CheckoutState,
  type PriceConflict,
  type Totals,
} from './checkoutMachine';
import { isInAppBrowser, loadRazorpay, type PaymentSuccess } from './razorpay';

export type { CheckoutMessage, PriceConflict } from './checkoutMachine';

export const BRAND_COLOR = '#5caf47';

const statusOf = (error: unknown) => (error as FetchBaseQueryError | undefined)?.status;

/** No answer came back (the network), or the server could not answer just now: asking again may work. */
function lostAnswer(error: unknown): boolean {
  const status = statusOf(error);
  return typeof status === 'number'
    ? status >= 500 || status === 408 || status === 429
    : status !== undefined;
}

/** create-order's 409 for a cart paid a moment ago whose order is on its way: its gateway order. */
function awaitingOrder(error: unknown): string | null {
  if (statusOf(error) !== 409) return null;
  const data = (error as FetchBaseQueryError).data as { gateway_order_id?: unknown } | undefined;
  return typeof data?.gateway_order_id === 'string' ? data.gateway_order_id : null;
}

const sleep = (ms: number) =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/** The pauses before each try, after a payment: verify and store, then asking what became of it. */
export const settleTiming = {
  retryDelaysMs: [0, 1000, 2000] as number[],
  pollDelaysMs: [0, 2000, 3000, 5000] as number[],
};

function priceConflict(error: unknown, method: PaymentMethod): PriceConflict | null {
  if (statusOf(error) !== 409) return null;
  const data = (error as FetchBaseQueryError).data as Partial<PriceConflict> | undefined;
  if (typeof data?.payable !== 'number') return null;
  return {
    method,
    message: data.message ?? CHECKOUT_MESSAGES.priceChanged,
    subtotal: data.subtotal ?? 0,
    shipping_charge: data.shipping_charge ?? 0,
    payable: data.payable,
  };
}

/** What one attempt sends, taken when it starts (the customer may change the page meanwhile). */
interface Attempt {
  addressId: number;
  items: CartItem[];
  instructions: string | null;
  /** How a cart mixing pre-order and ready goods is sent (issue 37); null for any other cart. */
  plan: DeliveryPlan | null;
}

/**
 * The shipping quote for the chosen address and the items, as an RTK Query query keyed on them (so it is asked again
 * whenever the address, edited to another state say, or the cart changes), reported to the checkout's state machine.
 * A cart mixing pre-order and ready goods (`plan` not undefined) is priced once its delivery plan is chosen.
 */
function useShippingQuote(
  address: Address | null,
  items: CartItem[],
  plan: DeliveryPlan | null | undefined,
  send: (event: CheckoutEvent) => boolean,
) {
  const { t } = useLingui();
  const failed = t`We could not work out the shipping charge for this address.`;
  const missing =
    items.length === 0 ? 'items' : address === null ? 'address' : plan === null ? 'plan' : undefined;
  const query = useShippingQuoteQuery(
    address && !missing
      ? {
          address: { id: address.id, state_id: address.state_id, pincode: address.pincode },
          items: items.map(({ sizeId, quantity }) => ({ sizeId, quantity })),
          plan: plan ?? undefined,
        }
      : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  const { isFetching, isError, error, currentData } = query;
  useEffect(() => {
    if (missing) send({ type: 'QUOTE_NOT_NEEDED', missing });
    else if (isFetching) send({ type: 'QUOTE_REQUESTED' });
    // Section 8: the charge falls back to 0; the server's reason stays visible.
    else if (isError) send({ type: 'QUOTE_FAILED', note: errorMessage(error, failed) });
    else if (currentData) {
      send({ type: 'QUOTE_RECEIVED', charge: currentData.shipping_charge, zone: currentData.zone });
    }
  }, [missing, isFetching, isError, error, currentData, send, failed]);
}

/**
 * Section 4's place-order flow over the checkout's state machine (checkoutMachine.ts). Online payment: create a
 * gateway order, open Razorpay's widget (or the test-mode dialog), verify the payment, store the order as PAID. Cash
 * on delivery: store the order directly. Then the cart is cleared (not on a reorder) and the customer goes to
 * /order-confirmation?order={number}. Each step starts only when the machine accepts the event that leads to it, so a
 * second click does nothing, whatever React has rendered yet. The spec's failure messages are for what goes wrong
 * before the customer pays; once paid, the customer is never asked to pay again (storePaid).
 */
export function useCheckoutFlow({
  items,
  address,
  method,
  instructions,
  plan,
  subtotal,
  isReorder,
  user,
  shopName,
  onRefused,
}: {
  items: CartItem[];
  address: Address | null;
  method: PaymentMethod | null;
  instructions: string;
  /**
   * Issue 37: the delivery plan of a cart mixing pre-order and ready goods (null while not chosen: Complete is then
   * refused next to the choice); undefined for any other cart.
   */
  plan?: DeliveryPlan | null | undefined;
  subtotal: number;
  isReorder: boolean;
  user: User | null;
  shopName: string;
  /**
   * The server refused the order as asked (422), before any money moved: "Not enough stock" above all. The page asks
   * what the cart's sizes have left and brings the cart down, so the customer can go on.
   */
  onRefused?: () => void;
}) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { t } = useLingui();
  // The messages are made in the page's language; those the contract or the server gives in English are shown
  // through useText by the page.
  const notCharged = t`Nothing has been charged and your items are still here, so you can try again.`;
  const [createOrder] = useCreateOrderMutation();
  const [verifyPayment] = useVerifyPaymentMutation();
  const [storeOrder] = useStoreOrderMutation();
  const [sandboxPayment] = useSandboxPaymentMutation();
  const [paymentOutcome] = useLazyPaymentOutcomeQuery();

  const [state, setState] = useState<CheckoutState>(initialCheckoutState);
  // The machine's state as of the last event, for the handlers (a render may not have happened yet).
  const machine = useRef(state);
  const attempt = useRef<Attempt | null>(null);

  /** Applies an event; true when the machine moved (the caller then does what the new state stands for). */
  const send = useCallback((event: CheckoutEvent) => {
    const next = checkoutReducer(machine.current, event);
    if (next === machine.current) return false;
    machine.current = next;
    setState(next);
    return true;
  }, []);

  useShippingQuote(address, items, plan, send);

  const payable = addRupees(subtotal, state.quote.charge);

  const fail = (text: string, detail?: string) =>
    send({ type: 'FAILED', message: { text, detail: detail && detail !== text ? detail : undefined } });

  /**
   * A failed payment: our sentence ("Payment failed: "), which the page says in its language, then the payment
   * service's own words as they came (issue 32: never its English alone on a Malayalam page).
   */
  const failPayment = (description: string) =>
    send({
      type: 'FAILED',
      message: { text: CHECKOUT_MESSAGES.paymentFailedPrefix, reason: description, detail: notCharged },
    });

  /** Section 3's order create payload. */
  const orderPayload = (order: Attempt, totals: Totals) => ({
    amount: totals.amount,
    shipping_charge: totals.shipping,
    user_id: user?.id,
    address: order.addressId,
    special_instructions: order.instructions,
    cart: order.items.map((item) => ({
      product_id: item.id,
      quantity: item.quantity,
      price: item.selectPrice,
      product_size_id: item.sizeId,
      product_prize_id: item.priceId,
    })),
  });

  const finish = (order: Order) => {
    if (!send({ type: 'ORDER_PLACED' })) return;
    if (!isReorder) dispatch(clearCart());
    navigate(`/order-confirmation?order=${encodeURIComponent(order.order_no)}`, {
      replace: true,
      state: { order },
    });
  };

  /** Asks the server a few times whether the payment became an order; confirms it, or says what is known. */
  const waitForOrder = async (gatewayOrderId: string) => {
    for (const delay of settleTiming.pollDelaysMs) {
      await sleep(delay);
      try {
        const outcome = await paymentOutcome(gatewayOrderId).unwrap();
        if (outcome.status === 'placed' && outcome.order) {
          finish(outcome.order);
          return;
        }
        if (outcome.status === 'refunded') {
          fail(CHECKOUT_MESSAGES.paymentRefunded);
          return;
        }
      } catch {
        // Not reachable just now: asked again after the next pause.
      }
    }
    send({
      type: 'PAYMENT_PENDING',
      message: { text: CHECKOUT_MESSAGES.paymentPending, detail: CHECKOUT_MESSAGES.paymentPendingDetail },
    });
  };

  /**
   * The widget said the customer paid: from here on the storefront never invites a new payment. Verify and store
   * are tried again when the answer is lost; then the server is asked whether the payment already became an order
   * (the webhook may have stored it); the confirmation shows as soon as it exists. If nothing is known yet, the
   * customer is told the payment may have gone through and no second one is needed, and the cart is kept.
   */
  const storePaid = async (payment: PaymentSuccess, order: Attempt, totals: Totals) => {
    if (!send({ type: 'PAID', gatewayOrderId: payment.razorpay_order_id })) return;
    for (const delay of settleTiming.retryDelaysMs) {
      await sleep(delay);
      try {
        const verified = await verifyPayment(payment).unwrap();
        if (verified.status !== 'success') break;
        const stored = await storeOrder({
          ...orderPayload(order, totals),
          payment_method: 'RAZORPAY',
          cash_on_delivery: 0,
          payment_status: 'PAID',
          razorpay_payment_id: payment.razorpay_payment_id,
          razorpay_order_id: payment.razorpay_order_id,
          razorpay_signature: payment.razorpay_signature,
        }).unwrap();
        finish(stored.order);
        return;
      } catch (error) {
        // A refusal (not a lost answer) will not change by asking again: ask what became of the payment instead.
        if (!lostAnswer(error)) break;
      }
    }
    await waitForOrder(payment.razorpay_order_id);
  };

  const payOnline = async (order: Attempt, totals: Totals) => {
    let gatewayOrder;
    try {
      gatewayOrder = await createOrder({
        address_id: order.addressId,
        cart: order.items.map((item) => ({
          product_id: item.id,
          product_size_id: item.sizeId,
          quantity: item.quantity,
        })),
        amount: totals.amount,
        special_instructions: order.instructions,
        ...(order.plan ? { delivery_plan: order.plan } : {}),
      }).unwrap();
    } catch (error) {
      const awaiting = awaitingOrder(error);
      if (awaiting) {
        // This cart was paid a moment ago and its order is on its way: wait for it, never pay again.
        if (send({ type: 'PAID', gatewayOrderId: awaiting })) await waitForOrder(awaiting);
        return;
      }
      const changed = priceConflict(error, 'RAZORPAY');
      if (changed) send({ type: 'PRICE_CHANGED', conflict: changed });
      else if (statusOf(error) === 422) {
        fail(errorMessage(error, CHECKOUT_MESSAGES.initiateFailed));
        onRefused?.();
      } else fail(CHECKOUT_MESSAGES.initiateFailed);
      return;
    }
    if (gatewayOrder.gateway === 'sandbox') {
      send({
        type: 'GATEWAY_OPENED',
        sandbox: { orderId: gatewayOrder.order_id, amount: gatewayOrder.amount },
      });
      return;
    }
    let Razorpay;
    try {
      Razorpay = await loadRazorpay();
    } catch {
      fail(CHECKOUT_MESSAGES.initiateFailed);
      return;
    }
    const widget = new Razorpay({
      key: gatewayOrder.key,
      amount: gatewayOrder.amount,
      currency: gatewayOrder.currency,
      order_id: gatewayOrder.order_id,
      name: shopName,
      prefill: { name: user?.name ?? '', email: user?.email ?? '', contact: user?.mobile ?? '' },
      theme: { color: BRAND_COLOR },
      handler: (payment) => void storePaid(payment, order, totals),
      modal: { ondismiss: () => void send({ type: 'PAYMENT_DISMISSED' }) },
      callback_url: new URL(PAYMENT_CALLBACK_PATH, window.location.origin).href,
      redirect: isInAppBrowser(navigator.userAgent),
    });
    widget.on('payment.failed', (response) => {
      // The widget is closed so that the message (a focus-trapping dialog) never sits behind it; Complete starts
      // a fresh attempt, as after the test-mode dialog.
      failPayment(response.error.description);
      widget.close?.();
    });
    send({ type: 'GATEWAY_OPENED', sandbox: null });
    widget.open();
  };

  const placeCashOnDelivery = async (order: Attempt, totals: Totals) => {
    try {
      const stored = await storeOrder({
        ...orderPayload(order, totals),
        payment_method: 'COD',
        cash_on_delivery: 1,
      }).unwrap();
      finish(stored.order);
    } catch (error) {
      const changed = priceConflict(error, 'COD');
      if (changed) send({ type: 'PRICE_CHANGED', conflict: changed });
      else fail(CHECKOUT_MESSAGES.orderFailed, errorMessage(error, ''));
      if (statusOf(error) === 422) onRefused?.();
    }
  };

  /** Runs the order the machine has just entered `creatingOrder` for. */
  const run = () => {
    const now = machine.current;
    if (now.name !== 'creatingOrder' || address === null) return;
    const order: Attempt = {
      addressId: address.id,
      items,
      instructions: instructions.trim() || null,
      plan: plan ?? null,
    };
    attempt.current = order;
    const placing =
      now.method === 'COD' ? placeCashOnDelivery(order, now.totals) : payOnline(order, now.totals);
    placing.catch(() => fail(CHECKOUT_MESSAGES.orderFailed));
  };

  /** The Complete button. */
  const complete = () => {
    const totals = { amount: payable, shipping: machine.current.quote.charge };
    if (send({ type: 'COMPLETE', method, totals })) run();
  };

  /** The customer accepted the server's new total. */
  const acceptConflict = () => {
    if (send({ type: 'CONFLICT_ACCEPTED' })) run();
  };

  /** The test-mode dialog's two buttons, answering as Razorpay's handler and payment.failed do. */
  const sandboxOutcome = async (outcome: 'success' | 'failure') => {
    const now = machine.current;
    const order = attempt.current;
    if (now.name !== 'paying' || !now.sandbox || !order || !send({ type: 'SANDBOX_ANSWERED' })) return;
    try {
      const result = await sandboxPayment({ order_id: now.sandbox.orderId, outcome }).unwrap();
      if ('error' in result) {
        failPayment(result.error.description);
      } else {
        await storePaid(result, order, now.totals);
      }
    } catch {
      fail(CHECKOUT_MESSAGES.orderFailed);
    }
  };

  /** "Check again" while a payment is waiting to become an order. */
  const checkPaid = () => {
    const now = machine.current;
    if (now.name === 'mayHavePaid' && send({ type: 'CHECK_AGAIN' })) void waitForOrder(now.gatewayOrderId);
  };

  const busy =
    state.name === 'creatingOrder' ||
    state.name === 'paying' ||
    state.name === 'verifying' ||
    state.name === 'confirmed';

  return {
    state: state.name,
    busy,
    payable,
    shipping: {
      charge: state.quote.charge,
      zone: state.quote.zone,
      note: state.quote.note,
      loading: state.quote.status === 'pricing',
      /** The chosen address's shipping is known: only then is there a total to show (issue 32). */
      priced: state.quote.status === 'priced',
      /** A mixed cart's delivery plan is not chosen yet: the order's shipping waits for it (issue 37). */
      planMissing: state.quote.missing === 'plan',
    },
    paid: state.name === 'verifying' || state.name === 'mayHavePaid' ? state.gatewayOrderId : null,
    checkPaid,
    complete,
    message: state.message,
    closeMessage: () => send({ type: 'MESSAGE_CLOSED' }),
    /** Complete was pressed before the mixed cart's delivery plan was chosen (issue 37). */
    planRefused: state.name === 'ready' && state.planRefused === true,
    conflict: state.name === 'priceChanged' ? state.conflict : null,
    acceptConflict,
    dismissConflict: () => send({ type: 'CONFLICT_DISMISSED' }),
    sandbox: state.name === 'paying' ? state.sandbox : null,
    sandboxPaying: state.name === 'paying' && state.answering,
    sandboxOutcome,
    dismissSandbox: () => send({ type: 'PAYMENT_DISMISSED' }),
  };
}
