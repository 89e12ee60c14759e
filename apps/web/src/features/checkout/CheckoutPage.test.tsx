import { CHECKOUT_MESSAGES, type CartItem, type Order } from '@farm/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeFetch, renderRoute, type FakeApi } from '../../test/render';
import { HONEY, makeAddress, makeOrder, OIL, makeSite, TEST_USER } from '../../test/factories';
import { renderSignedIn, settleStorage } from '../../test/session';
import { CheckoutPage } from './CheckoutPage';
import { settleTiming } from './useCheckoutFlow';
import { inMalayalam } from '../../test/language';
import type { PaymentFailure, RazorpayOptions } from './razorpay';

const SITE = makeSite();

function Confirmation() {
  const order = (useLocation().state as { order?: Order } | null)?.order;
  return <p>Confirmation of {order?.order_no}</p>;
}

const GATEWAY_ORDER = {
  key: 'rzp_test_sandbox',
  order_id: 'order_sbx_1',
  amount: 118300,
  currency: 'INR',
  gateway: 'sandbox',
};
const PAID = {
  razorpay_payment_id: 'pay_sbx_1',
  razorpay_order_id: 'order_sbx_1',
  razorpay_signature: 'signature',
};
const STORED = { status: true, message: 'Order placed successfully.', order_id: 42, order_no: 'SF-000042' };

function api(overrides: FakeApi = {}): FakeApi {
  return {
    'GET /api/site': SITE,
    'GET /api/addresses': { data: [makeAddress()] },
    'POST /api/calculate-shipping': {
      status: 'success',
      shipping_charge: 60,
      total_weight: 2500,
      zone: 'Kerala',
    },
    'POST /api/create-order': GATEWAY_ORDER,
    'POST /api/sandbox/payments': PAID,
    'POST /api/verify-payment': { status: 'success' },
    'POST /api/store_order_user': [201, { ...STORED, order: makeOrder() }],
    ...overrides,
  };
}

function withCart(items: CartItem[]) {
  localStorage.setItem('cartItems', JSON.stringify(items));
}

async function openCheckout(routes: FakeApi, state?: unknown) {
  const fake = fakeFetch(routes);
  const utils = await renderSignedIn(<CheckoutPage />, {
    path: '/checkoutpage',
    state,
    extraRoutes: [{ path: '/order-confirmation', element: <Confirmation /> }],
  });
  return { ...fake, ...utils };
}

const callsTo = (calls: { method: string; url: URL; body: unknown }[], path: string) =>
  calls.filter((call) => call.url.pathname === path);

async function waitForShipping() {
  const summary = screen.getByRole('complementary', { name: 'Order summary' });
  await within(summary).findByText('₹60');
  return summary;
}

// The pauses between tries after a payment, shortened: the tests count the tries, not the seconds.
settleTiming.retryDelaysMs = [0, 0, 0];
settleTiming.pollDelaysMs = [0, 0];

beforeEach(() => {
  localStorage.clear();
});
afterEach(settleStorage);

describe('CheckoutPage', () => {
  test('signed-out visitors are sent to /login, remembering the checkout', async () => {
    fakeFetch(api());
    function From() {
      const from = (useLocation().state as { from?: { pathname: string } } | null)?.from;
      return <p>Login, from {from?.pathname}</p>;
    }
    renderRoute(<CheckoutPage />, {
      path: '/checkoutpage',
      extraRoutes: [{ path: '/login', element: <From /> }],
    });
    expect(await screen.findByText('Login, from /checkoutpage')).toBeInTheDocument();
  });

  test('the Complete button is disabled when there are no items', async () => {
    withCart([]);
    await openCheckout(api());
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Order' })).toBeDisabled();
  });

  test('without an address: "Please select an address before placing order."', async () => {
    withCart([OIL]);
    const { calls } = await openCheckout(api({ 'GET /api/addresses': { data: [] } }));
    const user = userEvent.setup();
    expect(await screen.findByRole('form', { name: 'Where should we deliver?' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Online payment/ }));
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(CHECKOUT_MESSAGES.selectAddress);
    expect(within(dialog).getByText('Please select an address before placing order.')).toBeInTheDocument();
    expect(callsTo(calls, '/api/create-order')).toHaveLength(0);
  });

  test('without a payment method: "Please select a payment method before placing order."', async () => {
    withCart([OIL]);
    const { calls } = await openCheckout(
      api({ 'GET /api/site': { ...SITE, payment: { ...SITE.payment, cod_enabled: true } } }),
    );
    await waitForShipping();
    // The default address is pre-selected; with two methods offered, the method is unset until chosen.
    expect(screen.getByRole('radio', { name: /Thekkumpuram House/ })).toBeChecked();
    expect(await screen.findByRole('radio', { name: /Cash on delivery/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Online payment/ })).not.toBeChecked();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Complete Order' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Please select a payment method before placing order.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, '/api/create-order')).toHaveLength(0);
  });

  test('the only payment method offered is chosen already: Complete goes straight on to pay', async () => {
    withCart([OIL]);
    await openCheckout(api());
    await waitForShipping();
    expect(await screen.findByRole('radio', { name: /Online payment/ })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Complete Order' }));
    expect(await screen.findByRole('dialog', { name: 'Test mode — no real money' })).toBeInTheDocument();
    expect(screen.queryByText(CHECKOUT_MESSAGES.selectPayment)).not.toBeInTheDocument();
  });

  test('cash on delivery is offered only when the shop enables it', async () => {
    withCart([OIL]);
    await openCheckout(api());
    await waitForShipping();
    expect(screen.getByRole('radio', { name: /Online payment/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Cash on delivery/ })).not.toBeInTheDocument();
  });

  test('a full sandbox payment stores the order with the right payload, clears the cart and confirms', async () => {
    withCart([OIL, HONEY]);
    const { calls, store } = await openCheckout(api());
    const user = userEvent.setup();
    const summary = await waitForShipping();
    // Subtotal 2 × 399 + 325 = 1123; shipping 60; payable 1183.
    expect(within(summary).getByText('₹1,123')).toBeInTheDocument();
    expect(within(summary).getByText('₹1,183')).toBeInTheDocument();
    expect(callsTo(calls, '/api/calculate-shipping')[0]?.body).toEqual({
      address_id: 5,
      items: [
        { product_size_id: 11, qty: 2 },
        { product_size_id: 21, qty: 1 },
      ],
    });

    await user.click(screen.getByRole('radio', { name: /Online payment/ }));
    await user.type(screen.getByLabelText('Special instructions for your order'), 'Please call first');
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));

    const dialog = await screen.findByRole('dialog', { name: 'Test mode — no real money' });
    expect(within(dialog).getByText('₹1,183')).toBeInTheDocument();
    expect(callsTo(calls, '/api/create-order')[0]?.body).toEqual({
      address_id: 5,
      cart: [
        { product_id: 1, product_size_id: 11, quantity: 2 },
        { product_id: 2, product_size_id: 21, quantity: 1 },
      ],
      amount: 1183,
      // The delivery note travels with the payment, so an order the webhook stores first has it too.
      special_instructions: 'Please call first',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Pay successfully' }));
    expect(await screen.findByText('Confirmation of SF-000042')).toBeInTheDocument();

    expect(callsTo(calls, '/api/sandbox/payments')[0]?.body).toEqual({
      order_id: 'order_sbx_1',
      outcome: 'success',
    });
    expect(callsTo(calls, '/api/verify-payment')[0]?.body).toEqual(PAID);
    expect(callsTo(calls, '/api/store_order_user')[0]?.body).toEqual({
      amount: 1183,
      shipping_charge: 60,
      user_id: TEST_USER.id,
      address: 5,
      special_instructions: 'Please call first',
      payment_method: 'RAZORPAY',
      cash_on_delivery: 0,
      cart: [
        { product_id: 1, quantity: 2, price: 399, product_size_id: 11, product_prize_id: 111 },
        { product_id: 2, quantity: 1, price: 325, product_size_id: 21, product_prize_id: 211 },
      ],
      payment_status: 'PAID',
      razorpay_payment_id: 'pay_sbx_1',
      razorpay_order_id: 'order_sbx_1',
      razorpay_signature: 'signature',
    });
    expect(store.getState().cart.items).toEqual([]);
    expect(localStorage.getItem('cartItems')).toBe('[]');
  });

  test("a failed sandbox payment shows 'Payment failed: …' and keeps the cart", async () => {
    withCart([OIL]);
    const { calls, store } = await openCheckout(
      api({
        'POST /api/sandbox/payments': {
          error: { code: 'BAD_REQUEST_ERROR', description: 'Your bank declined this test payment.' },
        },
      }),
    );
    const user = userEvent.setup();
    await waitForShipping();
    await user.click(screen.getByRole('radio', { name: /Online payment/ }));
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    const sandbox = await screen.findByRole('dialog', { name: 'Test mode — no real money' });
    await user.click(within(sandbox).getByRole('button', { name: 'Make the payment fail' }));

    const message = await screen.findByRole('dialog', {
      name: 'Payment failed: Your bank declined this test payment.',
    });
    expect(message).toBeInTheDocument();
    expect(callsTo(calls, '/api/sandbox/payments')[0]?.body).toEqual({
      order_id: 'order_sbx_1',
      outcome: 'failure',
    });
    expect(callsTo(calls, '/api/verify-payment')).toHaveLength(0);
    expect(callsTo(calls, '/api/store_order_user')).toHaveLength(0);
    expect(store.getState().cart.items).toHaveLength(1);
    // The customer can try again.
    await user.click(within(message).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Complete Order' })).toBeEnabled();
  });

  async function payInSandbox() {
    const user = userEvent.setup();
    await waitForShipping();
    await user.click(screen.getByRole('radio', { name: /Online payment/ }));
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    const sandbox = await screen.findByRole('dialog', { name: 'Test mode — no real money' });
    await user.click(within(sandbox).getByRole('button', { name: 'Pay successfully' }));
    return user;
  }

  test('once paid, a lost verify or store answer is tried again, then the server is asked, and the order confirmed', async () => {
    withCart([OIL]);
    let stores = 0;
    const { calls, store } = await openCheckout(
      api({
        // A dropped connection the first time, a timeout the second: the webhook has stored the order meanwhile.
        'POST /api/store_order_user': () => {
          stores += 1;
          return [502, { message: 'Bad gateway' }];
        },
        'GET /api/orders/by-payment/order_sbx_1': { status: 'placed', order: makeOrder() },
      }),
    );
    await payInSandbox();
    expect(await screen.findByText('Confirmation of SF-000042')).toBeInTheDocument();
    expect(stores).toBe(settleTiming.retryDelaysMs.length);
    expect(callsTo(calls, '/api/orders/by-payment/order_sbx_1')).toHaveLength(1);
    // Never asked to pay again, and the cart is cleared once the order exists.
    expect(screen.queryByText(CHECKOUT_MESSAGES.verificationFailed)).toBeNull();
    expect(callsTo(calls, '/api/create-order')).toHaveLength(1);
    expect(store.getState().cart.items).toEqual([]);
  });

  test('once paid, a payment that cannot be confirmed yet is never offered again: the cart is kept, My Orders linked', async () => {
    withCart([OIL]);
    const { calls, store } = await openCheckout(
      api({
        'POST /api/verify-payment': [502, { message: 'Bad gateway' }],
        'GET /api/orders/by-payment/order_sbx_1': { status: 'waiting', order: null },
      }),
    );
    const user = await payInSandbox();
    const message = await screen.findByRole('dialog', { name: CHECKOUT_MESSAGES.paymentPending });
    expect(screen.queryByText(CHECKOUT_MESSAGES.verificationFailed)).toBeNull();
    expect(callsTo(calls, '/api/store_order_user')).toHaveLength(0);
    await user.click(within(message).getByRole('button', { name: 'OK' }));
    // No Complete button: only a way to check again and to My Orders.
    expect(screen.queryByRole('button', { name: 'Complete Order' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/myaccount');
    expect(store.getState().cart.items).toHaveLength(1);

    // Check again asks the server again, and still makes no new payment.
    const asked = callsTo(calls, '/api/orders/by-payment/order_sbx_1').length;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() =>
      expect(callsTo(calls, '/api/orders/by-payment/order_sbx_1').length).toBeGreaterThan(asked),
    );
    expect(callsTo(calls, '/api/create-order')).toHaveLength(1);
  });

  test("a cart the server says was just paid (create-order's 409) waits for that order instead of a new payment", async () => {
    withCart([OIL]);
    const { calls } = await openCheckout(
      api({
        'POST /api/create-order': [
          409,
          { message: CHECKOUT_MESSAGES.paymentAwaitingOrder, gateway_order_id: 'order_paid_1' },
        ],
        'GET /api/orders/by-payment/order_paid_1': { status: 'placed', order: makeOrder() },
      }),
    );
    const user = userEvent.setup();
    await waitForShipping();
    await user.click(screen.getByRole('radio', { name: /Online payment/ }));
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    expect(await screen.findByText('Confirmation of SF-000042')).toBeInTheDocument();
    expect(callsTo(calls, '/api/sandbox/payments')).toHaveLength(0);
  });

  test('a payment that cannot start says "Unable to initiate payment. Please try again."', async () => {
    withCart([OIL]);
    await openCheckout(api({ 'POST /api/create-order': [502, { message: 'Gateway down.' }] }));
    const user = userEvent.setup();
    await waitForShipping();
    await user.click(screen.getByRole('radio', { name: /Online payment/ }));
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    expect(
      await screen.findByRole('dialog', { name: 'Unable to initiate payment. Please try again.' }),
    ).toBeInTheDocument();
  });

  test('a double click places one order only', async () => {
    withCart([OIL]);
    const { calls } = await openCheckout(api());
    const user = userEvent.setup();
    await waitForShipping();
    await user.click(screen.getByRole('radio', { name: /Online payment/ }));
    const complete = screen.getByRole('button', { name: 'Complete Order' });
    await user.dblClick(complete);
    complete.click();
    await screen.findByRole('dialog', { name: 'Test mode — no real money' });
    expect(callsTo(calls, '/api/create-order')).toHaveLength(1);
  });

  test('two clicks before the page re-renders still place one order (the ref guard)', async () => {
    withCart([OIL]);
    const { calls } = await openCheckout(api());
    await waitForShipping();
    await userEvent.setup().click(screen.getByRole('radio', { name: /Online payment/ }));
    const complete = screen.getByRole('button', { name: 'Complete Order' });
    act(() => {
      // Both clicks reach the button while it is still enabled.
      complete.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      complete.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    await screen.findByRole('dialog', { name: 'Test mode — no real money' });
    expect(callsTo(calls, '/api/create-order')).toHaveLength(1);
  });

  test('Enter pressed twice on the focused button places one order', async () => {
    withCart([OIL]);
    const { calls } = await openCheckout(api());
    const user = userEvent.setup();
    await waitForShipping();
    await user.click(screen.getByRole('radio', { name: /Online payment/ }));
    screen.getByRole('button', { name: 'Complete Order' }).focus();
    await user.keyboard('{Enter}{Enter}');
    const sandbox = await screen.findByRole('dialog', { name: 'Test mode — no real money' });
    await user.keyboard('{Enter}');
    expect(callsTo(calls, '/api/create-order')).toHaveLength(1);
    // A stray Enter never chooses how the test payment ends: the dialog itself has the focus.
    expect(sandbox).toHaveFocus();
    expect(callsTo(calls, '/api/sandbox/payments')).toHaveLength(0);
  });

  test('changed prices (409): the new total is shown and the customer can continue with it', async () => {
    withCart([OIL]);
    let attempts = 0;
    const { calls } = await openCheckout(
      api({
        'POST /api/create-order': () => {
          attempts += 1;
          return attempts === 1
            ? [
                409,
                {
                  message:
                    'Prices or shipping have changed since you opened checkout. Please check the new total.',
                  subtotal: 820,
                  shipping_charge: 60,
                  payable: 880,
                },
              ]
            : { ...GATEWAY_ORDER, amount: 88000 };
        },
      }),
    );
    const user = userEvent.setup();
    await waitForShipping();
    await user.click(screen.getByRole('radio', { name: /Online payment/ }));
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    const conflict = await screen.findByRole('dialog', { name: 'The total has changed' });
    expect(within(conflict).getByText('₹880')).toBeInTheDocument();
    await user.click(within(conflict).getByRole('button', { name: 'Continue with ₹880' }));
    const sandbox = await screen.findByRole('dialog', { name: 'Test mode — no real money' });
    expect(within(sandbox).getByText('₹880')).toBeInTheDocument();
    expect(
      callsTo(calls, '/api/create-order').map((call) => (call.body as { amount?: number }).amount),
    ).toEqual([858, 880]);
  });

  test('a shipping charge that cannot be worked out shows 0 and keeps the reason visible', async () => {
    withCart([OIL]);
    await openCheckout(
      api({
        'POST /api/calculate-shipping': [
          422,
          {
            status: 'error',
            message:
              'We cannot deliver this order to the chosen address. Please choose another address or contact us.',
          },
        ],
      }),
    );
    expect(
      await screen.findByText(
        'We cannot deliver this order to the chosen address. Please choose another address or contact us.',
      ),
    ).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('₹0')).toBeInTheDocument();
    // No total for an address shipping cannot be priced for: the subtotal is not the amount to pay.
    expect(within(summary).getByText('Total payable').nextElementSibling).toHaveTextContent(
      'Shown once shipping is known',
    );
  });

  test('a reorder pays for the reorder items and leaves the cart as it was', async () => {
    withCart([HONEY]);
    const reorderItems = [{ ...OIL, quantity: 3 }];
    const { calls, store } = await openCheckout(api(), {
      reorderItems,
      unavailable: [{ product_id: 9, product_size_id: 99, product_name: 'Banana chips', size: '250 g' }],
      reorderOf: 'SF-000041',
    });
    const user = userEvent.setup();
    const summary = await waitForShipping();
    expect(screen.getByText(/Banana chips \(250 g\)/)).toBeInTheDocument();
    expect(within(summary).getByText('Cold-pressed coconut oil')).toBeInTheDocument();
    expect(within(summary).queryByText('Wild honey')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Online payment/ }));
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    const sandbox = await screen.findByRole('dialog', { name: 'Test mode — no real money' });
    await user.click(within(sandbox).getByRole('button', { name: 'Pay successfully' }));
    expect(await screen.findByText('Confirmation of SF-000042')).toBeInTheDocument();
    expect(callsTo(calls, '/api/create-order')[0]?.body).toMatchObject({
      cart: [{ product_id: 1, product_size_id: 11, quantity: 3 }],
    });
    expect(callsTo(calls, '/api/store_order_user')[0]?.body).toMatchObject({
      cart: [{ product_id: 1, quantity: 3, price: 399, product_size_id: 11, product_prize_id: 111 }],
    });
    expect(store.getState().cart.items).toEqual([HONEY]);
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '[]')).toEqual([HONEY]);
  });

  test('cash on delivery, when enabled, stores the order directly', async () => {
    withCart([OIL]);
    const { calls } = await openCheckout(
      api({ 'GET /api/site': { ...SITE, payment: { gateway: 'sandbox', cod_enabled: true } } }),
    );
    const user = userEvent.setup();
    await waitForShipping();
    await user.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    expect(await screen.findByText('Confirmation of SF-000042')).toBeInTheDocument();
    expect(callsTo(calls, '/api/create-order')).toHaveLength(0);
    expect(callsTo(calls, '/api/store_order_user')[0]?.body).toMatchObject({
      amount: 858,
      shipping_charge: 60,
      payment_method: 'COD',
      address: 5,
    });
    await waitFor(() => expect(localStorage.getItem('cartItems')).toBe('[]'));
  });
});

describe('CheckoutPage with Razorpay', () => {
  type Options = RazorpayOptions;
  let opened: { options: Options; failed?: (r: PaymentFailure) => void; closed: boolean }[] = [];

  beforeEach(() => {
    opened = [];
    class FakeRazorpay {
      entry: (typeof opened)[number];
      constructor(options: Options) {
        this.entry = { options, closed: false };
        opened.push(this.entry);
      }
      on(_event: 'payment.failed', callback: (r: PaymentFailure) => void) {
        this.entry.failed = callback;
      }
      open() {}
      close() {
        this.entry.closed = true;
      }
    }
    vi.stubGlobal('Razorpay', FakeRazorpay);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const razorpayApi = (overrides: FakeApi = {}) =>
    api({
      'GET /api/site': { ...SITE, payment: { gateway: 'razorpay', cod_enabled: false } },
      'POST /api/create-order': {
        ...GATEWAY_ORDER,
        key: 'rzp_live_key',
        order_id: 'order_rzp_1',
        gateway: 'razorpay',
      },
      ...overrides,
    });

  async function payWithRazorpay() {
    const user = userEvent.setup();
    await waitForShipping();
    await user.click(screen.getByRole('radio', { name: /Online payment/ }));
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    return opened[0]!;
  }

  test("opens Razorpay's widget with the gateway order, the shop's name, the customer and the brand colour", async () => {
    withCart([OIL]);
    const { calls } = await openCheckout(razorpayApi());
    const widget = await payWithRazorpay();
    expect(widget.options).toMatchObject({
      key: 'rzp_live_key',
      amount: 118300,
      currency: 'INR',
      order_id: 'order_rzp_1',
      name: SITE.name,
      prefill: { name: TEST_USER.name, email: TEST_USER.email, contact: TEST_USER.mobile },
      theme: { color: '#5caf47' },
    });
    act(() => widget.options.handler({ ...PAID, razorpay_order_id: 'order_rzp_1' }));
    expect(await screen.findByText('Confirmation of SF-000042')).toBeInTheDocument();
    expect(callsTo(calls, '/api/store_order_user')[0]?.body).toMatchObject({
      payment_status: 'PAID',
      razorpay_order_id: 'order_rzp_1',
    });
  });

  test("payment.failed shows 'Payment failed: …' and closing the widget lets the customer try again", async () => {
    withCart([OIL]);
    const { calls } = await openCheckout(razorpayApi());
    const widget = await payWithRazorpay();
    act(() =>
      widget.failed?.({ error: { code: 'BAD_REQUEST_ERROR', description: 'Card declined by the bank.' } }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Payment failed: Card declined by the bank.' }),
    ).toBeInTheDocument();
    expect(widget.closed).toBe(true);
    expect(callsTo(calls, '/api/store_order_user')).toHaveLength(0);
  });

  test('dismissing the widget without paying enables Complete again', async () => {
    withCart([OIL]);
    await openCheckout(razorpayApi());
    const widget = await payWithRazorpay();
    expect(screen.getByRole('button', { name: 'Processing…' })).toBeDisabled();
    act(() => widget.options.modal.ondismiss());
    expect(screen.getByRole('button', { name: 'Complete Order' })).toBeEnabled();
  });
});

test('in test mode the Razorpay script is never loaded', async () => {
  withCart([OIL]);
  await openCheckout(api());
  await waitForShipping();
  expect(document.querySelector('script[src*="razorpay"]')).toBeNull();
});

describe('CheckoutPage shipping', () => {
  test('editing the chosen address to another state asks for shipping again before the total shows', async () => {
    withCart([OIL]);
    let state = 1;
    const { calls } = await openCheckout(
      api({
        'GET /api/addresses': () => ({
          data: [makeAddress({ state_id: state, state: state === 1 ? 'Kerala' : 'Karnataka' })],
        }),
        'PUT /api/addresses/5': () => {
          state = 2;
          return { data: makeAddress({ state_id: 2, state: 'Karnataka' }) };
        },
        'POST /api/calculate-shipping': () =>
          state === 1
            ? { status: 'success', shipping_charge: 60, total_weight: 600, zone: 'Kerala' }
            : { status: 'success', shipping_charge: 90, total_weight: 600, zone: 'Rest of India' },
      }),
    );
    const user = userEvent.setup();
    const summary = await waitForShipping();
    expect(within(summary).getByText('(Kerala)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Edit/ }));
    await user.selectOptions(screen.getByLabelText('State'), '2');
    // A Karnataka address needs a Karnataka PIN code.
    await user.clear(screen.getByLabelText('PIN code'));
    await user.type(screen.getByLabelText('PIN code'), '560001');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await within(summary).findByText('₹90')).toBeInTheDocument();
    expect(within(summary).getByText('(Rest of India)')).toBeInTheDocument();
    expect(within(summary).getByText(formatRupeesForTest(2 * 399 + 90))).toBeInTheDocument();
    expect(callsTo(calls, '/api/calculate-shipping')).toHaveLength(2);
  });

  test('with no address yet, shipping says to choose one instead of showing ₹0, and there is no total', async () => {
    withCart([OIL]);
    await openCheckout(api({ 'GET /api/addresses': { data: [] } }));
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(await within(summary).findByText(CHECKOUT_MESSAGES.chooseAddressForShipping)).toBeInTheDocument();
    expect(within(summary).queryByText('₹0')).toBeNull();
    // The subtotal (2 × ₹399) is never shown as the total payable.
    expect(within(summary).getByText('Total payable').nextElementSibling).toHaveTextContent(
      'Shown once shipping is known',
    );
  });
});

describe('CheckoutPage in Malayalam', () => {
  inMalayalam();

  test("a failed payment says so in Malayalam, then gives the payment service's own words marked as English", async () => {
    withCart([OIL]);
    await openCheckout(
      api({
        'POST /api/sandbox/payments': {
          error: { code: 'BAD_REQUEST_ERROR', description: 'Your bank declined this test payment.' },
        },
      }),
    );
    const user = userEvent.setup();
    const summary = screen.getByRole('complementary', { name: 'ഓർഡർ സംഗ്രഹം' });
    await within(summary).findByText('₹60');
    // The only method is chosen already.
    expect(screen.getByRole('radio', { name: /ഓൺലൈൻ പേയ്മെന്റ്/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'ഓർഡർ പൂർത്തിയാക്കുക' }));
    const sandbox = await screen.findByRole('dialog', { name: 'ടെസ്റ്റ് മോഡ് — യഥാർത്ഥ പണമില്ല' });
    await user.click(within(sandbox).getByRole('button', { name: 'പേയ്മെന്റ് പരാജയപ്പെടുത്തുക' }));
    const message = await screen.findByRole('dialog', {
      name: 'പണമടയ്ക്കൽ നടന്നില്ല. പേയ്‌മെന്റ് സേവനം അറിയിച്ചത്: Your bank declined this test payment.',
    });
    expect(within(message).getByText('Your bank declined this test payment.')).toHaveAttribute('lang', 'en');
  });

  test('the total waits for shipping in Malayalam too', async () => {
    withCart([OIL]);
    await openCheckout(api({ 'GET /api/addresses': { data: [] } }));
    const summary = screen.getByRole('complementary', { name: 'ഓർഡർ സംഗ്രഹം' });
    await waitFor(() =>
      expect(within(summary).getByText('അടയ്ക്കേണ്ട ആകെ തുക').nextElementSibling).toHaveTextContent(
        'ഷിപ്പിംഗ് നിരക്ക് അറിഞ്ഞാൽ കാണിക്കും',
      ),
    );
  });
});

function formatRupeesForTest(rupees: number) {
  return `₹${rupees.toLocaleString('en-IN')}`;
}
