// Issue 37: a cart mixing pre-order and ready goods is sent as the customer chooses (two parcels, or one when the
// harvest is in), each plan priced beside the choice; a pre-order is paid now (no cash on delivery).
import type { CartItem, SizePreorder } from '@farm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { fakeFetch, type FakeApi } from '../../test/render';
import { HONEY, makeAddress, makeOrder, makeSite, OIL } from '../../test/factories';
import { renderSignedIn, settleStorage } from '../../test/session';
import { inMalayalam } from '../../test/language';
import { CheckoutPage } from './CheckoutPage';
import { settleTiming } from './useCheckoutFlow';

const JANUARY: SizePreorder = {
  id: 7,
  dispatch_from: '2027-01-12',
  dispatch_to: '2027-01-18',
  closes_at: '2026-12-31T18:30:00.000Z',
  left: 40,
};
/** Pepper, 250 g, on pre-order: 2 × ₹300. */
const PEPPER: CartItem = {
  id: 3,
  sizeId: 31,
  priceId: 311,
  product_name: 'Black pepper',
  image: 'pepper.jpg',
  size: '250 g',
  selectPrice: 300,
  price: 300,
  quantity: 2,
  preorder: JANUARY,
};

/** The calls made so far (the fake records each before answering it): the shipping answer reads its body. */
let recorded: { url: URL; body: unknown }[] = [];

/** The server's prices: together ₹80 in one later parcel; split ₹60 now and ₹50 later. */
function shipping() {
  const body = (recorded.at(-1)?.body ?? {}) as { delivery_plan?: string };
  const later = { when: 'later', dispatch_from: '2027-01-12', dispatch_to: '2027-01-18' };
  if (body.delivery_plan === 'split') {
    return {
      status: 'success',
      shipping_charge: 110,
      total_weight: 3000,
      zone: 'Kerala',
      parcels: [
        { when: 'now', weight: 2500, shipping_charge: 60, dispatch_from: null, dispatch_to: null },
        { ...later, weight: 500, shipping_charge: 50 },
      ],
    };
  }
  return {
    status: 'success',
    shipping_charge: 80,
    total_weight: 3000,
    zone: 'Kerala',
    parcels: [{ ...later, weight: 3000, shipping_charge: 80 }],
  };
}

const SITE = makeSite();
function api(overrides: FakeApi = {}): FakeApi {
  return {
    'GET /api/site': { ...SITE, payment: { ...SITE.payment, cod_enabled: true } },
    'GET /api/addresses': { data: [makeAddress()] },
    'POST /api/cart/stock': { lines: [] },
    'POST /api/calculate-shipping': shipping,
    'POST /api/create-order': {
      key: 'rzp_test_sandbox',
      order_id: 'order_sbx_1',
      amount: 183300,
      currency: 'INR',
      gateway: 'sandbox',
    },
    'POST /api/sandbox/payments': {
      razorpay_payment_id: 'pay_sbx_1',
      razorpay_order_id: 'order_sbx_1',
      razorpay_signature: 'signature',
    },
    'POST /api/verify-payment': { status: 'success' },
    'POST /api/store_order_user': [
      201,
      {
        status: true,
        message: 'Order placed successfully.',
        order_id: 42,
        order_no: 'SF-000042',
        order: makeOrder(),
      },
    ],
    ...overrides,
  };
}

async function openCheckout(items: CartItem[], routes: FakeApi = api()) {
  localStorage.setItem('cartItems', JSON.stringify(items));
  const fake = fakeFetch(routes);
  recorded = fake.calls;
  await renderSignedIn(<CheckoutPage />, {
    path: '/checkoutpage',
    extraRoutes: [{ path: '/order-confirmation', element: <p>Confirmed</p> }],
  });
  return fake;
}

const callsTo = (calls: { url: URL; body: unknown }[], path: string) =>
  calls.filter((call) => call.url.pathname === path);
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ');

settleTiming.retryDelaysMs = [0];
settleTiming.pollDelaysMs = [0];

beforeEach(() => localStorage.clear());
afterEach(settleStorage);

describe('checkout with a pre-order and ready goods', () => {
  test('asks how to send them, none chosen, each plan priced with its parcels', async () => {
    const { calls } = await openCheckout([OIL, HONEY, PEPPER]);
    const choice = await screen.findByRole('group', { name: /How should we send them\?/ });
    const split = within(choice).getByRole('radio', { name: /Two parcels/ });
    const together = within(choice).getByRole('radio', { name: /One parcel when the harvest is in/ });
    expect(split).not.toBeChecked();
    expect(together).not.toBeChecked();
    // Subtotal 2 × 399 + 325 + 2 × 300 = 1723.
    const splitText = split.closest('label')!;
    await within(splitText).findByText('Shipping ₹110 · Total ₹1,833');
    expect(plain(splitText.textContent)).toContain('Now: 3 items, ₹60 shipping');
    expect(plain(splitText.textContent)).toContain('Later, 12–18 January: 2 items, ₹50 shipping');
    const togetherText = together.closest('label')!;
    await within(togetherText).findByText('Shipping ₹80 · Total ₹1,803');
    expect(plain(togetherText.textContent)).toContain('Later, 12–18 January: 5 items, ₹80 shipping');
    const plans = callsTo(calls, '/api/calculate-shipping').map(
      (call) => (call.body as { delivery_plan?: string }).delivery_plan,
    );
    expect(plans).toEqual(expect.arrayContaining(['split', 'together']));
    // The order's total waits for the choice.
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Choose how to send your order')).toBeInTheDocument();
  });

  test('Complete without a choice is refused next to it, and nothing is paid; the chosen plan goes to create-order', async () => {
    const { calls } = await openCheckout([OIL, HONEY, PEPPER]);
    const user = userEvent.setup();
    const choice = await screen.findByRole('group', { name: /How should we send them\?/ });
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    const refusal = await within(choice).findByRole('alert');
    expect(refusal).toHaveTextContent(
      'Choose how to send your order: two parcels, or one parcel when the harvest is in.',
    );
    expect(choice).toHaveAccessibleDescription(refusal.textContent!);
    // The focus is brought to the choice, which the keyboard then makes.
    expect(within(choice).getByRole('radio', { name: /Two parcels/ })).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(calls, '/api/create-order')).toHaveLength(0);

    await user.keyboard(' ');
    expect(within(choice).getByRole('radio', { name: /Two parcels/ })).toBeChecked();
    expect(within(choice).queryByRole('alert')).toBeNull();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    await within(summary).findByText('₹1,833');
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await screen.findByRole('dialog', { name: 'Test mode — no real money' });
    expect(callsTo(calls, '/api/create-order')[0]?.body).toMatchObject({
      amount: 1833,
      delivery_plan: 'split',
      cart: [
        { product_id: 1, product_size_id: 11, quantity: 2 },
        { product_id: 2, product_size_id: 21, quantity: 1 },
        { product_id: 3, product_size_id: 31, quantity: 2 },
      ],
    });
  });

  test('one parcel later is priced as its plan, and sent as chosen', async () => {
    const { calls } = await openCheckout([OIL, PEPPER]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /One parcel when the harvest is in/ }));
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    // 798 + 600 + 80.
    await within(summary).findByText('₹1,478');
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await screen.findByRole('dialog', { name: 'Test mode — no real money' });
    expect(callsTo(calls, '/api/create-order')[0]?.body).toMatchObject({
      amount: 1478,
      delivery_plan: 'together',
    });
  });

  test('cash on delivery is not offered with a pre-order, and says why; online payment is chosen', async () => {
    await openCheckout([OIL, PEPPER]);
    await screen.findByRole('group', { name: /How should we send them\?/ });
    expect(screen.queryByRole('radio', { name: /Cash on delivery/ })).toBeNull();
    expect(
      screen.getByText('Cash on delivery is not available for pre-orders: they are paid now.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Online payment/ })).toBeChecked();
  });
});

describe('checkout with pre-orders only', () => {
  test('no choice to make: the summary says when it is sent, and create-order sends no plan', async () => {
    const { calls } = await openCheckout([PEPPER]);
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    await within(summary).findByText('₹680');
    expect(screen.queryByRole('group', { name: /How should we send them\?/ })).toBeNull();
    expect(plain(within(summary).getByText(/^Sent in/).textContent)).toBe('Sent in 12–18 January');
    expect(plain(within(summary).getByText(/^Pre-order — ships/).textContent)).toBe(
      'Pre-order — ships 12–18 January',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Complete Order' }));
    await screen.findByRole('dialog', { name: 'Test mode — no real money' });
    const body = callsTo(calls, '/api/create-order')[0]?.body as Record<string, unknown>;
    expect(body.amount).toBe(680);
    expect(body).not.toHaveProperty('delivery_plan');
    await waitFor(() =>
      expect(callsTo(calls, '/api/calculate-shipping')[0]?.body).not.toHaveProperty('delivery_plan'),
    );
  });
});

describe('in Malayalam', () => {
  inMalayalam();
  test('the choice, its parcels and its refusal are in Malayalam', async () => {
    await openCheckout([OIL, PEPPER]);
    const choice = await screen.findByRole('group', { name: /അവ എങ്ങനെ അയയ്ക്കണം\?/ });
    const split = within(choice)
      .getByRole('radio', { name: /രണ്ട് പാഴ്സലുകൾ/ })
      .closest('label')!;
    await within(split).findByText('ഷിപ്പിംഗ് ₹110 · ആകെ ₹1,508');
    expect(plain(split.textContent)).toContain('ഇപ്പോൾ: 2 ഇനങ്ങൾ, ഷിപ്പിംഗ് ₹60');
    expect(plain(split.textContent)).toContain('പിന്നീട്, ജനുവരി 12 – 18: 2 ഇനങ്ങൾ, ഷിപ്പിംഗ് ₹50');
    await userEvent.setup().click(screen.getByRole('button', { name: 'ഓർഡർ പൂർത്തിയാക്കുക' }));
    expect(await within(choice).findByRole('alert')).toHaveTextContent(/രണ്ട് പാഴ്സലുകളായി/);
  });
});
