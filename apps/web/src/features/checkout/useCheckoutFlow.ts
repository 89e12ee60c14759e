import { CHECKOUT_MESSAGES, type CartItem, type Order, type PaymentMethod, type User } from '@farm/contract';
import { PAYMENT_CALLBACK_PATH } from '@farm/contract/constants';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  errorMessage,
  useCreateOrderMutation,
  useLazyPaymentOutcomeQuery,
  useSandboxPaymentMutation,
  useStoreOrderMutation,
  useVerifyPaymentMutation,
} from '../../app/api';
import { useAppDispatch } from '../../shared/store/hooks';
import { clearCart } from '../../shared/cart/cartSlice';
import { isInAppBrowser, loadRazorpay, type PaymentSuccess } from './razorpay';

export const BRAND_COLOR = '#5caf47';

const NOT_CHARGED = 'Nothing has been charged and your items are still here, so you can try again.';

/** The server's own figures, sent with a 409 when prices or shipping changed since the page was opened. */
export interface PriceConflict {
  method: PaymentMethod;
  message: string;
  subtotal: number;
  shipping_charge: number;
  payable: number;
}

export interface CheckoutMessage {
  text: string;
  detail?: string | undefined;
}

interface SandboxPayment {
  orderId: string;
  /** In paise, as the gateway order holds it. */
  amount: number;
}

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

/**
 * Section 4's place-order flow. Online payment: create a gateway order, open Razorpay's widget (or the test-mode
 * dialog), verify the payment, store the order as PAID. Cash on delivery: store the order directly. Then the cart is
 * cleared (not on a reorder) and the customer goes to /order-confirmation?order={number}. A ref guards against a
 * second order from a double click, whatever React has rendered yet. The spec's failure messages are for what goes
 * wrong before the customer pays; once paid, the customer is never asked to pay again (storePaid).
 */
export function useCheckoutFlow({
  items,
  addressId,
  method,
  instructions,
  subtotal,
  shipping,
  isReorder,
  user,
  shopName,
}: {
  items: CartItem[];
  addressId: number | null;
  method: PaymentMethod | null;
  instructions: string;
  subtotal: number;
  shipping: number;
  isReorder: boolean;
  user: User | null;
  shopName: string;
}) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [createOrder] = useCreateOrderMutation();
  const [verifyPayment] = useVerifyPaymentMutation();
  const [storeOrder] = useStoreOrderMutation();
  const [sandboxPayment, sandboxCall] = useSandboxPaymentMutation();
  const working = useRef(false);
  const sandboxWorking = useRef(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<CheckoutMessage | null>(null);
  const [conflict, setConflict] = useState<PriceConflict | null>(null);
  const [sandbox, setSandbox] = useState<SandboxPayment | null>(null);
  /** The gateway order the customer paid and whose order is not confirmed yet: no new payment is offered. */
  const [paid, setPaid] = useState<string | null>(null);
  const [paymentOutcome] = useLazyPaymentOutcomeQuery();

  const payable = Math.round((subtotal + shipping) * 100) / 100;

  const start = () => {
    working.current = true;
    setBusy(true);
  };
  const release = () => {
    working.current = false;
    setBusy(false);
  };
  const fail = (text: string, detail?: string) => {
    release();
    setMessage({ text, detail: detail && detail !== text ? detail : undefined });
  };

  const cartLines = () =>
    items.map((item) => ({ product_id: item.id, product_size_id: item.sizeId, quantity: item.quantity }));

  /** Section 3's order create payload. */
  const orderPayload = (totals: { amount: number; shipping: number }) => ({
    amount: totals.amount,
    shipping_charge: totals.shipping,
    user_id: user?.id,
    address: addressId,
    special_instructions: instructions.trim() || null,
    cart: items.map((item) => ({
      product_id: item.id,
      quantity: item.quantity,
      price: item.selectPrice,
      product_size_id: item.sizeId,
      product_prize_id: item.priceId,
    })),
  });

  const finish = (order: Order) => {
    if (!isReorder) dispatch(clearCart());
    setPaid(null);
    navigate(`/order-confirmation?order=${encodeURIComponent(order.order_no)}`, {
      replace: true,
      state: { order },
    });
  };

  /**
   * The widget said the customer paid: from here on the storefront never invites a new payment. Verify and store
   * are tried again when the answer is lost; then the server is asked whether the payment already became an order
   * (the webhook may have stored it); the confirmation shows as soon as it exists. If nothing is known yet, the
   * customer is told the payment may have gone through and no second one is needed, and the cart is kept.
   */
  const storePaid = async (payment: PaymentSuccess, totals: { amount: number; shipping: number }) => {
    setPaid(payment.razorpay_order_id);
    for (const delay of settleTiming.retryDelaysMs) {
      await sleep(delay);
      try {
        const verified = await verifyPayment(payment).unwrap();
        if (verified.status !== 'success') break;
        const stored = await storeOrder({
          ...orderPayload(totals),
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

  /** Asks the server a few times whether the payment became an order; confirms it, or says what is known. */
  const waitForOrder = async (gatewayOrderId: string) => {
    setPaid(gatewayOrderId);
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
          setPaid(null);
          return;
        }
      } catch {
        // Not reachable just now: asked again after the next pause.
      }
    }
    release();
    setMessage({ text: CHECKOUT_MESSAGES.paymentPending, detail: CHECKOUT_MESSAGES.paymentPendingDetail });
  };

  // What the payment widget was opened for, so its answer stores the order with the same totals.
  const paying = useRef<{ amount: number; shipping: number }>({ amount: 0, shipping: 0 });

  const payOnline = async (totals: { amount: number; shipping: number }) => {
    if (addressId === null) return;
    let gatewayOrder;
    try {
      gatewayOrder = await createOrder({
        address_id: addressId,
        cart: cartLines(),
        amount: totals.amount,
        special_instructions: instructions.trim() || null,
      }).unwrap();
    } catch (error) {
      const awaiting = awaitingOrder(error);
      if (awaiting) {
        // This cart was paid a moment ago and its order is on its way: wait for it, never pay again.
        await waitForOrder(awaiting);
        return;
      }
      const changed = priceConflict(error, 'RAZORPAY');
      if (changed) {
        release();
        setConflict(changed);
      } else if (statusOf(error) === 422) {
        fail(errorMessage(error, CHECKOUT_MESSAGES.initiateFailed));
      } else {
        fail(CHECKOUT_MESSAGES.initiateFailed);
      }
      return;
    }
    paying.current = totals;
    if (gatewayOrder.gateway === 'sandbox') {
      setSandbox({ orderId: gatewayOrder.order_id, amount: gatewayOrder.amount });
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
      handler: (payment) => void storePaid(payment, totals),
      modal: { ondismiss: release },
      callback_url: new URL(PAYMENT_CALLBACK_PATH, window.location.origin).href,
      redirect: isInAppBrowser(navigator.userAgent),
    });
    widget.on('payment.failed', (response) => {
      // The widget is closed so that the message (a focus-trapping dialog) never sits behind it; Complete starts
      // a fresh attempt, as after the test-mode dialog.
      widget.close?.();
      fail(CHECKOUT_MESSAGES.paymentFailedPrefix + response.error.description, NOT_CHARGED);
    });
    widget.open();
  };

  const placeCashOnDelivery = async (totals: { amount: number; shipping: number }) => {
    try {
      const stored = await storeOrder({
        ...orderPayload(totals),
        payment_method: 'COD',
        cash_on_delivery: 1,
      }).unwrap();
      finish(stored.order);
    } catch (error) {
      const changed = priceConflict(error, 'COD');
      if (changed) {
        release();
        setConflict(changed);
      } else {
        fail(CHECKOUT_MESSAGES.orderFailed, errorMessage(error, ''));
      }
    }
  };

  const run = (chosen: PaymentMethod, totals: { amount: number; shipping: number }) => {
    start();
    const attempt = chosen === 'COD' ? placeCashOnDelivery(totals) : payOnline(totals);
    attempt.catch(() => fail(CHECKOUT_MESSAGES.orderFailed));
  };

  /** The Complete button. */
  const complete = () => {
    if (working.current || items.length === 0 || paid) return;
    if (addressId === null) {
      setMessage({ text: CHECKOUT_MESSAGES.selectAddress });
      return;
    }
    if (!method) {
      setMessage({ text: CHECKOUT_MESSAGES.selectPayment });
      return;
    }
    run(method, { amount: payable, shipping });
  };

  /** The customer accepted the server's new total. */
  const acceptConflict = () => {
    if (!conflict || working.current) return;
    setConflict(null);
    run(conflict.method, { amount: conflict.payable, shipping: conflict.shipping_charge });
  };

  /** The test-mode dialog's two buttons, answering as Razorpay's handler and payment.failed do. */
  const sandboxOutcome = async (outcome: 'success' | 'failure') => {
    if (!sandbox || sandboxWorking.current) return;
    sandboxWorking.current = true;
    try {
      const result = await sandboxPayment({ order_id: sandbox.orderId, outcome }).unwrap();
      setSandbox(null);
      if ('error' in result) {
        fail(CHECKOUT_MESSAGES.paymentFailedPrefix + result.error.description, NOT_CHARGED);
      } else {
        await storePaid(result, paying.current);
      }
    } catch {
      setSandbox(null);
      fail(CHECKOUT_MESSAGES.orderFailed);
    } finally {
      sandboxWorking.current = false;
    }
  };

  /** Closing the test-mode dialog without paying, as dismissing Razorpay's widget. */
  const dismissSandbox = () => {
    if (sandboxWorking.current) return;
    setSandbox(null);
    release();
  };

  /** "Check again" while a payment is waiting to become an order. */
  const checkPaid = () => {
    if (!paid || working.current) return;
    start();
    void waitForOrder(paid);
  };

  return {
    busy,
    payable,
    paid,
    checkPaid,
    complete,
    message,
    closeMessage: () => setMessage(null),
    conflict,
    acceptConflict,
    dismissConflict: () => setConflict(null),
    sandbox,
    sandboxPaying: sandboxCall.isLoading,
    sandboxOutcome,
    dismissSandbox,
  };
}
